# One line per suite: nnlab_add_test(<name> <source> [LABELS ...] [TIMEOUT s])
nnlab_add_test(test_cpu_reference test_cpu_reference.cpp)
nnlab_add_test(test_idx test_idx.cpp LABELS data)
nnlab_add_test(test_split test_split.cpp LABELS data)
nnlab_add_test(test_datasets test_datasets.cpp LABELS data)
target_link_libraries(test_idx PRIVATE ZLIB::ZLIB)  # the test makes gzip files of its own
nnlab_add_test(test_trainer test_trainer.cpp)
nnlab_add_test(test_checkpoint test_checkpoint.cpp)
nnlab_add_test(test_cli test_cli.cpp)
target_compile_definitions(test_cli PRIVATE NNLAB_CLI="$<TARGET_FILE:nnlab-cli>")
add_dependencies(test_cli nnlab-cli)
nnlab_add_test(test_layer_gradients test_layer_gradients.cpp LABELS nn)
nnlab_add_test(test_model test_model.cpp LABELS nn)
nnlab_add_test(test_core test_core.cpp)
nnlab_add_test(test_backend_agreement test_backend_agreement.cpp)
nnlab_add_test(test_step_ops test_step_ops.cpp)
nnlab_add_test(test_cuda_backend test_cuda_backend.cpp LABELS gpu TIMEOUT 600)
nnlab_add_test(test_cuda_training test_cuda_training.cpp LABELS gpu TIMEOUT 900)
# Datasets (issue 5): codecs, import, cache, CSV, downloads on loopback, stand-ins, CLI.
nnlab_add_test(test_image_codec test_image_codec.cpp LABELS data)
nnlab_add_test(test_image_import test_image_import.cpp LABELS data)
nnlab_add_test(test_dataset_cache test_dataset_cache.cpp LABELS data)
nnlab_add_test(test_csv test_csv.cpp LABELS data)
nnlab_add_test(test_download test_download.cpp LABELS data)
target_link_libraries(test_download PRIVATE ZLIB::ZLIB)  # crc32 for the zip it writes
nnlab_add_test(test_synthetic test_synthetic.cpp LABELS data)
nnlab_add_test(test_cli_dataset test_cli_dataset.cpp LABELS data)
target_compile_definitions(test_cli_dataset PRIVATE NNLAB_CLI="$<TARGET_FILE:nnlab-cli>")
add_dependencies(test_cli_dataset nnlab-cli)

# The desktop app (NNLAB_BUILD_APP=ON): widget suites run offscreen (QT_QPA_PLATFORM above).
if(TARGET nnlab_gui)
  foreach(t test_gui_designer test_gui_worker test_gui_responsiveness test_gui_export test_gui_i18n test_gui_datasets
            test_gui_classroom)
    nnlab_add_test(${t} ${t}.cpp LABELS gui TIMEOUT 600)
    target_link_libraries(${t} PRIVATE nnlab_guitestsupport)
  endforeach()
  # Measures GUI latency: alone on the machine, so another suite's threads do not steal its core.
  set_tests_properties(test_gui_responsiveness PROPERTIES RUN_SERIAL TRUE)
endif()

# The .deb (issue 18): cpack builds it from this tree, dpkg-deb -x unpacks it into a scratch
# folder and the unpacked programs train and take a screenshot from there; lintian finds no
# error. Needs dpkg-deb, lintian, desktop-file-validate and appstreamcli (scripts/setup-deps).
nnlab_add_test(test_package test_package.cpp LABELS package TIMEOUT 900)
target_compile_definitions(test_package PRIVATE NNLAB_CPACK="${CMAKE_CPACK_COMMAND}" NNLAB_BUILD_DIR="${PROJECT_BINARY_DIR}"
                           NNLAB_VERSION="${PROJECT_VERSION}" NNLAB_SOURCE_DIR="${NNLAB_SOURCE_DIR}"
                           NNLAB_APP="$<IF:$<TARGET_EXISTS:nnlab>,ON,OFF>")
add_dependencies(test_package nnlab-cli)
if(TARGET nnlab)
  add_dependencies(test_package nnlab)
endif()
set_tests_properties(test_package PROPERTIES RUN_SERIAL TRUE)  # packing and training use both cores
