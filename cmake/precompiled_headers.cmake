# Nearly every translation unit parses the same heavy library headers (Boost.Multiprecision
# through core/rational.hpp, nlohmann/json, fmt, GoogleTest): a precompiled header parses them
# once, which halves the compile time of most files (the test build is CI's longest step).
# Building one header per target cost about 27 s each, 28 times; instead one header is built
# for the libraries and programs and one for the test programs, and every target reuses the
# one built with its own compile options.
set(SANDTABLE_PCH_HEADERS
  <algorithm> <array> <cmath> <functional> <map> <memory> <optional> <set> <string>
  <string_view> <vector>
  <boost/multiprecision/cpp_int.hpp> <fmt/format.h> <fmt/ranges.h> <nlohmann/json.hpp>)

# A target of one or two files would spend as long building its header as it saves.
set(SANDTABLE_PCH_MIN_SOURCES 3)

function(sandtable_targets_in dir out)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(sub IN LISTS subdirs)
    sandtable_targets_in(${sub} more)
    list(APPEND targets ${more})
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

# The target whose header the others reuse: an empty file compiled with the given options and
# only the definitions every sandtable target has (fmt's, Boost's, and GoogleTest's for tests).
function(sandtable_add_pch_provider name options)
  set(source ${PROJECT_BINARY_DIR}/${name}.cpp)
  # Written only when it differs, so a new configure does not rebuild it.
  file(CONFIGURE OUTPUT ${source} CONTENT "// Builds the precompiled header other targets reuse.\n")
  add_library(${name} OBJECT ${source})
  target_compile_options(${name} PRIVATE ${options})
  target_link_libraries(${name} PRIVATE fmt::fmt nlohmann_json::nlohmann_json Boost::headers ${ARGN})
  set(headers ${SANDTABLE_PCH_HEADERS})
  if(ARGN)
    find_package(GTest REQUIRED)
    list(APPEND headers <gtest/gtest.h>)
  endif()
  target_precompile_headers(${name} PRIVATE ${headers})
endfunction()

function(sandtable_precompile_headers)
  sandtable_targets_in(${PROJECT_SOURCE_DIR} targets)
  get_directory_property(base_options DIRECTORY ${PROJECT_SOURCE_DIR} COMPILE_OPTIONS)
  set(providers "")
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    get_target_property(dir ${target} SOURCE_DIR)
    # The top directory's targets are the WebAssembly build's third-party libraries, built
    # as their authors build them.
    if(NOT type MATCHES "^(STATIC_LIBRARY|OBJECT_LIBRARY|EXECUTABLE)$" OR dir STREQUAL PROJECT_SOURCE_DIR)
      continue()
    endif()
    get_target_property(sources ${target} SOURCES)
    list(FILTER sources INCLUDE REGEX "\\.cpp$")
    list(LENGTH sources count)
    if(count LESS SANDTABLE_PCH_MIN_SOURCES)
      continue()
    endif()
    # Clang accepts a precompiled header only from a compile with the same options (-O level,
    # sanitizers); extra macro definitions in the reusing target are allowed. A target's
    # options start as its directory's.
    get_target_property(options ${target} COMPILE_OPTIONS)
    list(REMOVE_ITEM options ${base_options})
    get_target_property(links ${target} LINK_LIBRARIES)
    set(gtest "")
    if(links MATCHES "GTest::")
      set(gtest GTest::gtest)
    endif()
    set(provider sandtable_pch)
    if(gtest)
      string(APPEND provider _tests)
    endif()
    if(options)
      string(MAKE_C_IDENTIFIER "${provider}_${options}" provider)
    endif()
    if(NOT provider IN_LIST providers)
      sandtable_add_pch_provider(${provider} "${options}" ${gtest})
      list(APPEND providers ${provider})
    endif()
    target_precompile_headers(${target} REUSE_FROM ${provider})
  endforeach()
endfunction()
