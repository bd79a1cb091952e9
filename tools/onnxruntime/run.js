// Runs an ONNX model with onnxruntime (CPU) on one float32 input, its first input, and writes its
// first output: the tests of nnlab's ONNX export and import compare these with nnlab's own.
//   node tools/onnxruntime/run.js MODEL.onnx INPUT.f32 N,C,H,W OUTPUT.f32   (prints the output's shape)
const ort = require('onnxruntime-node');
const fs = require('fs');
const [model, inFile, dims, outFile] = process.argv.slice(2);
(async () => {
  const session = await ort.InferenceSession.create(model);
  const buf = fs.readFileSync(inFile);
  const data = new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length));
  const shape = dims.split(',').map(Number);
  const result = await session.run({ [session.inputNames[0]]: new ort.Tensor('float32', data, shape) });
  const out = result[session.outputNames[0]];
  fs.writeFileSync(outFile, Buffer.from(out.data.buffer, out.data.byteOffset, out.data.byteLength));
  console.log(out.dims.join(','));
})().catch((e) => {
  console.error(e.message);
  process.exit(3);
});
