# Nearly every translation unit parses the same heavy library headers (Boost.Multiprecision
# through core/rational.hpp, nlohmann/json, fmt, GoogleTest): a precompiled header per target
# parses them once, which halves the compile time of most files (the test build is CI's
# longest step).
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

function(sandtable_precompile_headers)
  sandtable_targets_in(${PROJECT_SOURCE_DIR} targets)
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    if(NOT type MATCHES "^(STATIC_LIBRARY|OBJECT_LIBRARY|EXECUTABLE)$")
      continue()
    endif()
    get_target_property(sources ${target} SOURCES)
    list(FILTER sources INCLUDE REGEX "\\.cpp$")
    list(LENGTH sources count)
    if(count LESS SANDTABLE_PCH_MIN_SOURCES)
      continue()
    endif()
    set(headers ${SANDTABLE_PCH_HEADERS})
    get_target_property(links ${target} LINK_LIBRARIES)
    if(links MATCHES "GTest::")
      list(APPEND headers <gtest/gtest.h>)
    endif()
    target_precompile_headers(${target} PRIVATE ${headers})
  endforeach()
endfunction()
