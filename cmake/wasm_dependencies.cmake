# The libraries of the WebAssembly build. Emscripten cannot use Debian's native binaries, so
# the header-only ones (nlohmann-json, Boost) are taken from Debian's headers through a folder
# that holds only them (never /usr/include itself, whose C library headers would shadow
# Emscripten's), and yaml-cpp, SQLite and fmt are compiled from the Debian sources that
# scripts/wasm-sources.sh unpacks. (fmt in header-only mode compiled its whole implementation
# into every file that formats, a quarter of the build's time.)
# WebAssembly's own exception handling, in every library alike (yaml-cpp throws too): the
# JavaScript-based kind routes every call that may throw through JavaScript and ran the
# engine at 0.13 to 0.39 of native speed, this at 0.17 to 1.24 (bench/README.md).
add_compile_options(-fwasm-exceptions)
add_link_options(-fwasm-exceptions)

set(SANDTABLE_WASM_SOURCES "${PROJECT_SOURCE_DIR}/build/wasm-sources" CACHE PATH
    "Where scripts/wasm-sources.sh unpacked yaml-cpp and SQLite")
if(NOT EXISTS "${SANDTABLE_WASM_SOURCES}/sqlite/sqlite3.c" OR NOT EXISTS "${SANDTABLE_WASM_SOURCES}/yaml-cpp/src/parse.cpp"
   OR NOT EXISTS "${SANDTABLE_WASM_SOURCES}/fmt/src/format.cc")
  message(FATAL_ERROR "No yaml-cpp, SQLite or fmt sources in ${SANDTABLE_WASM_SOURCES}: run scripts/wasm-sources.sh first")
endif()

set(header_dir "${CMAKE_BINARY_DIR}/debian-headers")
file(MAKE_DIRECTORY "${header_dir}")
foreach(library nlohmann boost)
  file(CREATE_LINK "/usr/include/${library}" "${header_dir}/${library}" SYMBOLIC)
endforeach()

add_library(fmt_wasm STATIC "${SANDTABLE_WASM_SOURCES}/fmt/src/format.cc")
target_include_directories(fmt_wasm SYSTEM PUBLIC "${SANDTABLE_WASM_SOURCES}/fmt/include")
target_compile_options(fmt_wasm PRIVATE -w)
add_library(fmt::fmt ALIAS fmt_wasm)
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
target_include_directories(nlohmann_json::nlohmann_json SYSTEM INTERFACE "${header_dir}")
add_library(Boost::headers INTERFACE IMPORTED)
target_include_directories(Boost::headers SYSTEM INTERFACE "${header_dir}")

file(GLOB yaml_sources "${SANDTABLE_WASM_SOURCES}/yaml-cpp/src/*.cpp")
add_library(yaml-cpp STATIC ${yaml_sources})
target_include_directories(yaml-cpp SYSTEM PUBLIC "${SANDTABLE_WASM_SOURCES}/yaml-cpp/include")
target_compile_options(yaml-cpp PRIVATE -w)

enable_language(C)
add_library(sqlite3_wasm STATIC "${SANDTABLE_WASM_SOURCES}/sqlite/sqlite3.c")
target_include_directories(sqlite3_wasm SYSTEM PUBLIC "${SANDTABLE_WASM_SOURCES}/sqlite")
# One thread, no extensions to load, memory-only temporary files: the browser has no more.
target_compile_definitions(sqlite3_wasm PRIVATE SQLITE_THREADSAFE=0 SQLITE_OMIT_LOAD_EXTENSION SQLITE_TEMP_STORE=3)
target_compile_options(sqlite3_wasm PRIVATE -w)
add_library(SQLite::SQLite3 ALIAS sqlite3_wasm)

# The preset compiles sandtable's own files several to a unit; these libraries stay as their
# authors build them.
set_target_properties(fmt_wasm yaml-cpp sqlite3_wasm PROPERTIES UNITY_BUILD OFF)
