<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>RunData</name>
    <message numerus="yes">
        <location filename="../../widgets/run_data.cpp" line="+23" />
        <source>%1, %n thread(s)</source>
        <translation><numerusform>%1, %n thread</numerusform><numerusform>%1, %n threads</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ChartExporter</name>
    <message numerus="yes">
        <location filename="../../app/gui/chart_exporter.cpp" line="+79" />
        <source>Wrote %n file(s) to %1</source>
        <translation><numerusform>Wrote %n file to %1</numerusform><numerusform>Wrote %n files to %1</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::DevicePanel</name>
    <message numerus="yes">
        <location filename="../../widgets/device_panel.cpp" line="+150" />
        <source>1 to %n thread(s) on this machine.</source>
        <translation><numerusform>1 to %n thread on this machine.</numerusform><numerusform>1 to %n threads on this machine.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+36" />
        <source>%1, %n thread(s)</source>
        <translation><numerusform>%1, %n thread</numerusform><numerusform>%1, %n threads</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ModelDesigner</name>
    <message numerus="yes">
        <location filename="../../widgets/model_designer.cpp" line="+232" />
        <source>%n layer(s) · %1 parameters · %2 per sample (forward) · output %3</source>
        <translation><numerusform>%n layer · %1 parameters · %2 per sample (forward) · output %3</numerusform><numerusform>%n layers · %1 parameters · %2 per sample (forward) · output %3</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::TrainingController</name>
    <message numerus="yes">
        <location filename="../../app/gui/training_controller.cpp" line="+86" />
        <source>%1: %2 on %3, %4, %n epoch(s), batch %5, %6 lr %7, seed %8</source>
        <translation><numerusform>%1: %2 on %3, %4, %n epoch, batch %5, %6 lr %7, seed %8</numerusform><numerusform>%1: %2 on %3, %4, %n epochs, batch %5, %6 lr %7, seed %8</numerusform></translation>
    </message>
</context>
</TS>
