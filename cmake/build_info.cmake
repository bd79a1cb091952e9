# Writes OUT (build_info.cpp) from IN with the current git commit; run at every build by the
# nnlab_build_info target. configure_file leaves OUT untouched when nothing changed, so a build
# without a new commit recompiles nothing.
execute_process(COMMAND git -C "${SRC}" rev-parse --short=12 HEAD
                OUTPUT_VARIABLE NNLAB_GIT_COMMIT OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NNLAB_GIT_COMMIT STREQUAL "")
  set(NNLAB_GIT_COMMIT "unknown")
else()
  execute_process(COMMAND git -C "${SRC}" status --porcelain --untracked-files=no
                  OUTPUT_VARIABLE dirty OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  if(NOT dirty STREQUAL "")
    string(APPEND NNLAB_GIT_COMMIT "-dirty")
  endif()
endif()
configure_file("${IN}" "${OUT}" @ONLY)
