<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>DatasetEntries</name>
    <message numerus="yes">
        <location filename="../../widgets/dataset_entries.cpp" line="+29" />
        <source>%n feature(s)</source>
        <translation><numerusform>%n feature</numerusform><numerusform>%n features</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+76" />
        <source>&lt;b&gt;%1&lt;/b&gt; light curves of %2, %n class(es)</source>
        <translation><numerusform>&lt;b&gt;%1&lt;/b&gt; light curves of %2, %n class</numerusform><numerusform>&lt;b&gt;%1&lt;/b&gt; light curves of %2, %n classes</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>&lt;b&gt;%1&lt;/b&gt; rows of %2, %n class(es)</source>
        <translation><numerusform>&lt;b&gt;%1&lt;/b&gt; rows of %2, %n class</numerusform><numerusform>&lt;b&gt;%1&lt;/b&gt; rows of %2, %n classes</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>&lt;b&gt;%1&lt;/b&gt; images of %2 (model input %3), %n class(es)</source>
        <translation><numerusform>&lt;b&gt;%1&lt;/b&gt; images of %2 (model input %3), %n class</numerusform><numerusform>&lt;b&gt;%1&lt;/b&gt; images of %2 (model input %3), %n classes</numerusform></translation>
    </message>
</context>
<context>
    <name>DatasetJobOutcome</name>
    <message numerus="yes">
        <location filename="../../widgets/dataset_job.cpp" line="+46" />
        <source>%1 images of %2, %n class(es)</source>
        <translation><numerusform>%1 images of %2, %n class</numerusform><numerusform>%1 images of %2, %n classes</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%n file(s).</source>
        <translation><numerusform>%n file.</numerusform><numerusform>%n files.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1; %n unreadable file(s) skipped.</source>
        <translation><numerusform>%1; %n unreadable file skipped.</numerusform><numerusform>%1; %n unreadable files skipped.</numerusform></translation>
    </message>
</context>
<context>
    <name>RunData</name>
    <message numerus="yes">
        <location filename="../../widgets/run_data.cpp" line="+66" />
        <source>%1, %n thread(s)</source>
        <translation><numerusform>%1, %n thread</numerusform><numerusform>%1, %n threads</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ChartExporter</name>
    <message numerus="yes">
        <location filename="../../app/gui/chart_exporter.cpp" line="+95" />
        <source>Wrote %n file(s) to %1</source>
        <translation><numerusform>Wrote %n file to %1</numerusform><numerusform>Wrote %n files to %1</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::DevicePanel</name>
    <message numerus="yes">
        <location filename="../../widgets/device_panel.cpp" line="+256" />
        <source>%n devices: %1.</source>
        <translation><numerusform>%n device: %1.</numerusform><numerusform>%n devices: %1.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+129" />
        <source>1 to %n thread(s) on this machine.</source>
        <translation><numerusform>1 to %n thread on this machine.</numerusform><numerusform>1 to %n threads on this machine.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+106" />
        <source>%1, %n thread(s)</source>
        <translation><numerusform>%1, %n thread</numerusform><numerusform>%1, %n threads</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::HardwareController</name>
    <message numerus="yes">
        <location filename="../../app/gui/hardware_controller.cpp" line="+79" />
        <source>%n stored benchmark result(s) could not be read and are left out: %1</source>
        <translation><numerusform>%n stored benchmark result could not be read and is left out: %1</numerusform><numerusform>%n stored benchmark results could not be read and are left out: %1</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::HistoryView</name>
    <message numerus="yes">
        <location filename="../../widgets/lab/history_view.cpp" line="+272" />
        <source>Compare %n ticked</source>
        <translation><numerusform>Compare %n ticked</numerusform><numerusform>Compare %n ticked</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1 of %n run(s) shown, from %2</source>
        <translation><numerusform>%1 of %n run shown, from %2</numerusform><numerusform>%1 of %n runs shown, from %2</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>Delete %n run(s) and their epochs from the history? This cannot be undone.</source>
        <translation><numerusform>Delete %n run and its epochs from the history? This cannot be undone.</numerusform><numerusform>Delete %n runs and their epochs from the history? This cannot be undone.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Deleted %n run(s) from the history</source>
        <translation><numerusform>Deleted %n run from the history</numerusform><numerusform>Deleted %n runs from the history</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ImportReportDialog</name>
    <message numerus="yes">
        <location filename="../../widgets/import_report_dialog.cpp" line="+57" />
        <source>Decoded in %1 s on %n thread(s) (%2 images/s).</source>
        <translation><numerusform>Decoded in %1 s on %n thread (%2 images/s).</numerusform><numerusform>Decoded in %1 s on %n threads (%2 images/s).</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::MainWindow</name>
    <message numerus="yes">
        <location filename="../../app/gui/main_window.cpp" line="+118" />
        <source>The model is split into %n stage(s) (Device page: Split the model)</source>
        <translation><numerusform>The model is split into %n stage (Device page: Split the model)</numerusform><numerusform>The model is split into %n stages (Device page: Split the model)</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+168" />
        <source>%n run(s) that could not be stored earlier were added to the history</source>
        <translation><numerusform>%n run that could not be stored earlier was added to the history</numerusform><numerusform>%n runs that could not be stored earlier were added to the history</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+34" />
        <source>Comparing devices: %n run(s) of %1 on %2</source>
        <translation><numerusform>Comparing devices: %n run of %1 on %2</numerusform><numerusform>Comparing devices: %n runs of %1 on %2</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ModelDesigner</name>
    <message numerus="yes">
        <location filename="../../widgets/model_designer.cpp" line="+301" />
        <source>%n layer(s) · %1 parameters · %2 per sample (forward) · output %3</source>
        <translation><numerusform>%n layer · %1 parameters · %2 per sample (forward) · output %3</numerusform><numerusform>%n layers · %1 parameters · %2 per sample (forward) · output %3</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ModelFiles</name>
    <message numerus="yes">
        <location filename="../../app/gui/model_files.cpp" line="+217" />
        <source>Imported %1: %n layer(s)</source>
        <translation><numerusform>Imported %1: %n layer</numerusform><numerusform>Imported %1: %n layers</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%1 came in as %n layer(s).</source>
        <translation><numerusform>%1 came in as %n layer.</numerusform><numerusform>%1 came in as %n layers.</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::PipelineBox</name>
    <message numerus="yes">
        <location filename="../../widgets/pipeline_box.cpp" line="+259" />
        <source>%n micro-batch(es) of up to %1 samples; ideal bubble %2 ((p - 1) / (m + p - 1))</source>
        <translation><numerusform>%n micro-batch of up to %1 samples; ideal bubble %2 ((p - 1) / (m + p - 1))</numerusform><numerusform>%n micro-batches of up to %1 samples; ideal bubble %2 ((p - 1) / (m + p - 1))</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::PipelineTimelineChart</name>
    <message numerus="yes">
        <location filename="../../widgets/pipeline_timeline.cpp" line="+81" />
        <source>%1: %2, %3 stages, %n micro-batch(es); bubble %4 measured, %5 ideal</source>
        <translation><numerusform>%1: %2, %3 stages, %n micro-batch; bubble %4 measured, %5 ideal</numerusform><numerusform>%1: %2, %3 stages, %n micro-batches; bubble %4 measured, %5 ideal</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ScalingChart</name>
    <message numerus="yes">
        <location filename="../../widgets/lab/hardware_charts.cpp" line="+379" />
        <source>%1, %n node(s), predicted</source>
        <translation><numerusform>%1, %n node, predicted</numerusform><numerusform>%1, %n nodes, predicted</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SpeedupPage</name>
    <message numerus="yes">
        <location filename="../../widgets/lab/speedup_page.cpp" line="+197" />
        <source>%n run(s) of the history could not be read and are left out (`nnlab-cli history check` names them)</source>
        <translation><numerusform>%n run of the history could not be read and is left out (`nnlab-cli history check` names it)</numerusform><numerusform>%n runs of the history could not be read and are left out (`nnlab-cli history check` names them)</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>This sweep has completed runs in %n of its cells; two are needed to compare. Compare devices with the same settings, or Resume on the Sweeps page, runs the rest.</source>
        <translation><numerusform>This sweep has completed runs in %n of its cells; two are needed to compare. Compare devices with the same settings, or Resume on the Sweeps page, runs the rest.</numerusform><numerusform>This sweep has completed runs in %n of its cells; two are needed to compare. Compare devices with the same settings, or Resume on the Sweeps page, runs the rest.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+32" />
        <source>%n point(s) against %1</source>
        <translation><numerusform>%n point against %1</numerusform><numerusform>%n points against %1</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::StandInDialog</name>
    <message numerus="yes">
        <location filename="../../widgets/standin_dialog.cpp" line="+92" />
        <source>%1 light curves, %n class(es): %2. Stands in for %3 offline: curves drawn from templates with realistic periods, amplitudes, sampling and noise, labelled, so accuracy means something on them, though they are not real stars.</source>
        <translation><numerusform>%1 light curves, %n class: %2. Stands in for %3 offline: curves drawn from templates with realistic periods, amplitudes, sampling and noise, labelled, so accuracy means something on them, though they are not real stars.</numerusform><numerusform>%1 light curves, %n classes: %2. Stands in for %3 offline: curves drawn from templates with realistic periods, amplitudes, sampling and noise, labelled, so accuracy means something on them, though they are not real stars.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>%1 images, %n class(es): %2. Stands in for %3 offline: procedural images that reproduce its training costs (memory, time per epoch, device speed-ups), not its difficulty.</source>
        <translation><numerusform>%1 images, %n class: %2. Stands in for %3 offline: procedural images that reproduce its training costs (memory, time per epoch, device speed-ups), not its difficulty.</numerusform><numerusform>%1 images, %n classes: %2. Stands in for %3 offline: procedural images that reproduce its training costs (memory, time per epoch, device speed-ups), not its difficulty.</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SweepController</name>
    <message numerus="yes">
        <location filename="../../app/gui/sweep_controller.cpp" line="+68" />
        <source>stopped: %n run(s) left, Resume runs them</source>
        <translation><numerusform>stopped: %n run left, Resume runs it</numerusform><numerusform>stopped: %n runs left, Resume runs them</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>done, %n failed</source>
        <translation><numerusform>done, %n failed</numerusform><numerusform>done, %n failed</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+18" />
        <source>Sweep %1 started: %n run(s)</source>
        <translation><numerusform>Sweep %1 started: %n run</numerusform><numerusform>Sweep %1 started: %n runs</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+20" />
        <source>About %1 (from %n earlier run(s) of this model and data; devices and batch sizes change it)</source>
        <translation><numerusform>About %1 (from %n earlier run of this model and data; devices and batch sizes change it)</numerusform><numerusform>About %1 (from %n earlier runs of this model and data; devices and batch sizes change it)</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SweepEditor</name>
    <message numerus="yes">
        <location filename="../../widgets/lab/sweep_editor.cpp" line="+238" />
        <source>%n run(s): %1 cell(s) x %2 repeat(s) of %3 on %4, %5 epoch(s) each</source>
        <translation><numerusform>%n run: %1 cell x %2 repeat of %3 on %4, %5 epoch(s) each</numerusform><numerusform>%n runs: %1 cell(s) x %2 repeat(s) of %3 on %4, %5 epoch(s) each</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::SweepPage</name>
    <message numerus="yes">
        <location filename="../../widgets/lab/sweep_page.cpp" line="+233" />
        <source>%n run(s) of the history could not be read and are left out (`nnlab-cli history check` names them)</source>
        <translation><numerusform>%n run of the history could not be read and is left out (`nnlab-cli history check` names it)</numerusform><numerusform>%n runs of the history could not be read and are left out (`nnlab-cli history check` names them)</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::TrainingController</name>
    <message numerus="yes">
        <location filename="../../app/gui/training_controller.cpp" line="+134" />
        <source>%1: %2 on %3, %4, %n epoch(s), batch %5, %6 lr %7, seed %8</source>
        <translation><numerusform>%1: %2 on %3, %4, %n epoch, batch %5, %6 lr %7, seed %8</numerusform><numerusform>%1: %2 on %3, %4, %n epochs, batch %5, %6 lr %7, seed %8</numerusform></translation>
    </message>
</context>
<context>
    <name>nnlab::gui::ValidationChart</name>
    <message numerus="yes">
        <location filename="../../widgets/lab/hardware_charts.cpp" line="+82" />
        <source>%1: %n run(s), median error %2 %</source>
        <translation><numerusform>%1: %n run, median error %2 %</numerusform><numerusform>%1: %n runs, median error %2 %</numerusform></translation>
    </message>
</context>
</TS>
