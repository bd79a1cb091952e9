# FindStb: Debian's libstb-dev (header stb/stb_image.h and libstb.so with the implementations).
# Defines Stb_FOUND and the imported target Stb::Stb.
find_path(Stb_INCLUDE_DIR stb/stb_image.h)
find_library(Stb_LIBRARY NAMES stb)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(Stb REQUIRED_VARS Stb_LIBRARY Stb_INCLUDE_DIR)
if(Stb_FOUND AND NOT TARGET Stb::Stb)
  add_library(Stb::Stb UNKNOWN IMPORTED)
  set_target_properties(Stb::Stb PROPERTIES IMPORTED_LOCATION "${Stb_LIBRARY}"
                                            INTERFACE_INCLUDE_DIRECTORIES "${Stb_INCLUDE_DIR}")
endif()
mark_as_advanced(Stb_INCLUDE_DIR Stb_LIBRARY)
