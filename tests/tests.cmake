# One line per suite: nnlab_add_test(<name> <source>... [LABELS ...] [TIMEOUT s]); a suite split over
# several files (each at most 600 lines, scripts/check-layers) lists them all: still one executable.
nnlab_add_test(test_cpu_reference test_cpu_reference.cpp test_cpu_reference_training.cpp test_cpu_reference.h)
nnlab_add_test(test_idx test_idx.cpp LABELS data)
nnlab_add_test(test_split test_split.cpp LABELS data)
nnlab_add_test(test_datasets test_datasets.cpp LABELS data)
target_link_libraries(test_idx PRIVATE ZLIB::ZLIB)  # the test makes gzip files of its own
target_link_libraries(test_datasets PRIVATE ZLIB::ZLIB)
nnlab_add_test(test_trainer test_trainer.cpp)
nnlab_add_test(test_checkpoint test_checkpoint.cpp)
nnlab_add_test(test_cli test_cli.cpp)
target_compile_definitions(test_cli PRIVATE NNLAB_CLI="$<TARGET_FILE:nnlab-cli>")
add_dependencies(test_cli nnlab-cli)
nnlab_add_test(test_layer_gradients test_layer_gradients.cpp support/layer_cases.cpp support/layer_cases.h LABELS nn)
nnlab_add_test(test_model test_model.cpp test_model_agreement.cpp test_model.h LABELS nn)
nnlab_add_test(test_core test_core.cpp)
# The lab layer: specs, run records, the history store and its commands.
nnlab_add_test(test_experiment_spec test_experiment_spec.cpp)
nnlab_add_test(test_settings test_settings.cpp)
target_compile_definitions(test_settings PRIVATE NNLAB_CLI="$<TARGET_FILE:nnlab-cli>" NNLAB_SOURCE_DIR="${NNLAB_SOURCE_DIR}")
add_dependencies(test_settings nnlab-cli)
nnlab_add_test(test_history test_history.cpp)
nnlab_add_test(test_cli_history test_cli_history.cpp)
target_compile_definitions(test_cli_history PRIVATE NNLAB_CLI="$<TARGET_FILE:nnlab-cli>")
add_dependencies(test_cli_history nnlab-cli)
# Issue 27: the history under full disks, read-only mounts, locks, damage and concurrent writers.
nnlab_add_test(test_history_safety test_history_safety.cpp TIMEOUT 900)
target_compile_definitions(test_history_safety PRIVATE NNLAB_CLI="$<TARGET_FILE:nnlab-cli>")
add_dependencies(test_history_safety nnlab-cli)
nnlab_add_test(test_parallel test_parallel.cpp support/parallel_fixtures.cpp support/parallel_fixtures.h TIMEOUT 900)
target_compile_definitions(test_parallel PRIVATE NNLAB_CLI="$<TARGET_FILE:nnlab-cli>")
add_dependencies(test_parallel nnlab-cli)
nnlab_add_test(test_speedup test_speedup.cpp TIMEOUT 900)
target_compile_definitions(test_speedup PRIVATE NNLAB_CLI="$<TARGET_FILE:nnlab-cli>")
add_dependencies(test_speedup nnlab-cli)
nnlab_add_test(test_sweep test_sweep.cpp TIMEOUT 900)
# The study report (issue 29): its document from a small history, and `nnlab-cli report --json`.
nnlab_add_test(test_report test_report.cpp)
target_compile_definitions(test_report PRIVATE NNLAB_CLI="$<TARGET_FILE:nnlab-cli>")
add_dependencies(test_report nnlab-cli)
target_compile_definitions(test_sweep PRIVATE NNLAB_CLI="$<TARGET_FILE:nnlab-cli>")
add_dependencies(test_sweep nnlab-cli)
nnlab_add_test(test_backend_agreement test_backend_agreement.cpp)
nnlab_add_test(test_step_ops test_step_ops.cpp)
nnlab_add_test(test_cuda_backend test_cuda_backend.cpp test_cuda_backend_steps.cpp test_cuda_backend.h LABELS gpu TIMEOUT 600)
nnlab_add_test(test_cuda_training test_cuda_training.cpp LABELS gpu TIMEOUT 900)
nnlab_add_test(test_gpu_parallel test_gpu_parallel.cpp LABELS gpu TIMEOUT 900)
nnlab_add_test(test_gpu_pipeline test_gpu_pipeline.cpp LABELS gpu TIMEOUT 900)
# Datasets (issue 5): codecs, import, cache, CSV, downloads on loopback, stand-ins, CLI.
nnlab_add_test(test_image_codec test_image_codec.cpp LABELS data)
nnlab_add_test(test_image_import test_image_import.cpp LABELS data)
nnlab_add_test(test_dataset_cache test_dataset_cache.cpp LABELS data)
nnlab_add_test(test_csv test_csv.cpp LABELS data)
nnlab_add_test(test_download test_download.cpp LABELS data)
target_link_libraries(test_download PRIVATE ZLIB::ZLIB)  # crc32 for the zip it writes
nnlab_add_test(test_synthetic test_synthetic.cpp LABELS data)
# Light curves and the RR Lyrae stand-in (issue 17); trains the 1-D CNN preset for a few seconds.
nnlab_add_test(test_light_curves test_light_curves.cpp LABELS data TIMEOUT 300)
nnlab_add_test(test_cli_dataset test_cli_dataset.cpp LABELS data)
target_compile_definitions(test_cli_dataset PRIVATE NNLAB_CLI="$<TARGET_FILE:nnlab-cli>")
add_dependencies(test_cli_dataset nnlab-cli)

# Hardware (issue 13): spec database, matching, CPU peaks, micro-benchmarks, layer profiles; the commands.
nnlab_add_test(test_hardware test_hardware.cpp LABELS hw)
nnlab_add_test(test_predict test_predict.cpp LABELS hw)
nnlab_add_test(test_cli_hw test_cli_hw.cpp LABELS hw)
target_compile_definitions(test_cli_hw PRIVATE NNLAB_CLI="$<TARGET_FILE:nnlab-cli>")
add_dependencies(test_cli_hw nnlab-cli)

# The desktop app (NNLAB_BUILD_APP=ON): widget suites run offscreen (QT_QPA_PLATFORM above).
if(TARGET nnlab_gui)
  foreach(t test_gui_designer test_gui_worker test_gui_responsiveness test_gui_export test_gui_i18n test_gui_datasets
          test_gui_history test_gui_sweeps test_gui_speedup test_gui_hardware
            test_gui_lightcurves test_gui_classroom test_gui_layout test_gui_report test_gui_input test_gui_input2)
    nnlab_add_test(${t} ${t}.cpp LABELS gui TIMEOUT 600)
    target_link_libraries(${t} PRIVATE nnlab_guitestsupport)
  endforeach()
  target_sources(test_gui_classroom PRIVATE test_gui_classroom_pipeline.cpp test_gui_classroom.h)
  # The engine's messages in the app's language (issue 29): marked in the converted folders,
  # translated, and shown translated live and from their stored English.
  nnlab_add_test(test_gui_engine_texts test_gui_engine_texts.cpp LABELS gui)
  target_link_libraries(test_gui_engine_texts PRIVATE nnlab_guitestsupport)
  # The same pages where the desktop scales everything by 1.5 (1280x800 pixels: 853x533 of room).
  add_test(NAME test_gui_layout_scale150 COMMAND test_gui_layout)
  set_tests_properties(test_gui_layout_scale150 PROPERTIES LABELS gui TIMEOUT 600 ENVIRONMENT
    "QT_QPA_PLATFORM=offscreen;QT_SCALE_FACTOR=1.5;OMP_WAIT_POLICY=passive")
  foreach(t test_gui_history test_gui_speedup test_gui_report)  # they compare the app's figures with the CLI's
    target_compile_definitions(${t} PRIVATE NNLAB_CLI="$<TARGET_FILE:nnlab-cli>")
    add_dependencies(${t} nnlab-cli)
  endforeach()
  # Measures GUI latency: alone on the machine, so another suite's threads do not steal its core.
  set_tests_properties(test_gui_responsiveness PROPERTIES RUN_SERIAL TRUE)
endif()
# Hostile files (issue 19): every reader through nnlab-cli, and the fuzzers' findings.
nnlab_add_test(test_hostile test_hostile.cpp LABELS data TIMEOUT 900)
target_compile_definitions(test_hostile PRIVATE NNLAB_CLI="$<TARGET_FILE:nnlab-cli>")
target_link_libraries(test_hostile PRIVATE ZLIB::ZLIB)
add_dependencies(test_hostile nnlab-cli)

# Power and energy (issue 14). The NVML suites dlopen a stand-in library with NVML's ABI (and one
# without nvmlInit_v2, as an old driver), so they run without a GPU.
add_library(fake_nvml SHARED support/fake_nvml.cpp)
add_library(fake_nvml_old SHARED support/fake_nvml.cpp)
target_compile_definitions(fake_nvml_old PRIVATE FAKE_NVML_OLD)
nnlab_add_test(test_energy test_energy.cpp LABELS power)
foreach(t test_power_sources test_power_sampler)
  nnlab_add_test(${t} ${t}.cpp LABELS power)
  target_link_libraries(${t} PRIVATE ${CMAKE_DL_LIBS})
  target_compile_definitions(${t} PRIVATE NNLAB_FAKE_NVML="$<TARGET_FILE:fake_nvml>"
                                          NNLAB_FAKE_NVML_OLD="$<TARGET_FILE:fake_nvml_old>")
  add_dependencies(${t} fake_nvml fake_nvml_old)
endforeach()
nnlab_add_test(test_energy_runs test_energy_runs.cpp LABELS power)
target_compile_definitions(test_energy_runs PRIVATE NNLAB_FAKE_NVML="$<TARGET_FILE:fake_nvml>")
add_dependencies(test_energy_runs fake_nvml)
nnlab_add_test(test_cli_energy test_cli_energy.cpp LABELS power)
target_compile_definitions(test_cli_energy PRIVATE NNLAB_CLI="$<TARGET_FILE:nnlab-cli>" NNLAB_FAKE_NVML="$<TARGET_FILE:fake_nvml>")
add_dependencies(test_cli_energy nnlab-cli fake_nvml)
if(TARGET nnlab_widgets)  # the power chart needs the widgets only
  nnlab_add_test(test_gui_power_chart test_gui_power_chart.cpp LABELS gui)
  target_link_libraries(test_gui_power_chart PRIVATE nnlab_widgets)
endif()

# The .deb (issue 18): cpack builds it from this tree, dpkg-deb -x unpacks it into a scratch
# folder and the unpacked programs train and take a screenshot from there; lintian finds no
# error. Needs dpkg-deb, lintian, desktop-file-validate and appstreamcli (scripts/setup-deps).
# A CUDA build also packs nnlab-cuda (the module); the unpacked module finds NVIDIA's libraries
# (not in the package: its Depends name them) through these folders.
set(package_cuda_dirs "")
if(TARGET nnlab_cuda_plugin)
  find_package(CUDAToolkit QUIET)
  foreach(lib "${CUDAToolkit_LIBRARY_DIR}/libcudart.so" "${NNLAB_CUDNN_LIBRARY}" "${NNLAB_NCCL_LIBRARY}")
    get_filename_component(d "${lib}" DIRECTORY)
    if(d)
      list(APPEND package_cuda_dirs "${d}")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES package_cuda_dirs)
  list(JOIN package_cuda_dirs ":" package_cuda_dirs)
endif()
nnlab_add_test(test_package test_package.cpp LABELS package TIMEOUT 900)
target_compile_definitions(test_package PRIVATE NNLAB_CPACK="${CMAKE_CPACK_COMMAND}" NNLAB_BUILD_DIR="${PROJECT_BINARY_DIR}"
                           NNLAB_VERSION="${PROJECT_VERSION}" NNLAB_SOURCE_DIR="${NNLAB_SOURCE_DIR}"
                           NNLAB_APP="$<IF:$<TARGET_EXISTS:nnlab>,ON,OFF>"
                           NNLAB_CUDA_PACKAGE="$<IF:$<TARGET_EXISTS:nnlab_cuda_plugin>,ON,OFF>"
                           NNLAB_CUDA_LIBRARY_DIRS="${package_cuda_dirs}")
add_dependencies(test_package nnlab-cli)
foreach(t nnlab nnlab_cuda_plugin)  # the app; a CUDA build's module (the nnlab-cuda package)
  if(TARGET ${t})
    add_dependencies(test_package ${t})
  endif()
endforeach()
set_tests_properties(test_package PROPERTIES RUN_SERIAL TRUE)  # packing and training use both cores
nnlab_add_test(test_pipeline test_pipeline.cpp support/pipeline_fixtures.cpp support/pipeline_fixtures.h)
# Issue 24: a pipeline's stages as processes (threads standing in for them, and mpirun).
nnlab_add_test(test_pipeline_processes test_pipeline_processes.cpp support/pipeline_fixtures.cpp support/pipeline_fixtures.h
               support/parallel_fixtures.cpp support/parallel_fixtures.h TIMEOUT 600)
target_compile_definitions(test_pipeline_processes PRIVATE NNLAB_CLI="$<TARGET_FILE:nnlab-cli>")
add_dependencies(test_pipeline_processes nnlab-cli)
# Models out of nnlab and in (issue 29): ONNX export against onnxruntime; the import, round trip,
# PyTorch-style graphs (built with the onnx protobuf classes) and hostile files.
if(NNLAB_HAVE_ONNX)
  nnlab_add_test(test_onnx_export test_onnx_export.cpp)
  target_link_libraries(test_onnx_export PRIVATE nnlab_interop)
  nnlab_add_test(test_onnx_import test_onnx_import.cpp)
  target_link_libraries(test_onnx_import PRIVATE nnlab_interop onnx_proto protobuf::libprotobuf)
  target_compile_definitions(test_onnx_import PRIVATE NNLAB_SOURCE_DIR="${NNLAB_SOURCE_DIR}")
  if(TARGET nnlab_gui)  # the app's Import ONNX button
    nnlab_add_test(test_gui_onnx_import test_gui_onnx_import.cpp LABELS gui TIMEOUT 600)
    target_link_libraries(test_gui_onnx_import PRIVATE nnlab_guitestsupport nnlab_interop onnx_proto protobuf::libprotobuf)
  endif()
endif()
# Models out of nnlab as PyTorch code (model.py + safetensors); PyTorch itself checks the logits
# where it is installed (the GPU machine).
nnlab_add_test(test_torch_export test_torch_export.cpp)
target_link_libraries(test_torch_export PRIVATE nnlab_interop)
