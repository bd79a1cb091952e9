# One line per suite: nnlab_add_test(<name> <source> [LABELS ...] [TIMEOUT s])
nnlab_add_test(test_cpu_reference test_cpu_reference.cpp)
nnlab_add_test(test_idx test_idx.cpp LABELS data)
nnlab_add_test(test_split test_split.cpp LABELS data)
nnlab_add_test(test_datasets test_datasets.cpp LABELS data)
target_link_libraries(test_idx PRIVATE ZLIB::ZLIB)  # the test makes gzip files of its own
