# Peers: other projects' sources, given by path, built here for cross-check tests and benchmarks
# only; never linked into strata or strata-cli. Without one, its cross-checks are not built and
# configure says so in one line: a clone of the repository needs no peer.
include(ExternalProject)
find_package(Threads REQUIRED)

# The COLE reference engine (the writer of the COLE corpus): its reader reads what Strata writes.
if(STRATA_COLE_ENGINE_SOURCE STREQUAL "")
    set(STRATA_HAVE_COLE_ENGINE_PEER OFF)
    message(STATUS "COLE engine cross-checks: off "
                   "(turn on with -DSTRATA_COLE_ENGINE_SOURCE=PATH to the engine's source)")
else()
    if(NOT EXISTS "${STRATA_COLE_ENGINE_SOURCE}/include/format.h")
        message(FATAL_ERROR "STRATA_COLE_ENGINE_SOURCE names no COLE engine: "
                            "${STRATA_COLE_ENGINE_SOURCE}")
    endif()
    set(STRATA_HAVE_COLE_ENGINE_PEER ON)
    message(STATUS "COLE engine cross-checks: on, from ${STRATA_COLE_ENGINE_SOURCE}")
    set(cole_engine_build "${CMAKE_BINARY_DIR}/peers/cole-engine")
    set(cole_engine_library "${cole_engine_build}/libcolumnar_engine.a")
    ExternalProject_Add(cole_engine_peer_build
        SOURCE_DIR "${STRATA_COLE_ENGINE_SOURCE}"
        BINARY_DIR "${cole_engine_build}"
        CMAKE_ARGS -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=${CMAKE_CXX_COMPILER}
        BUILD_COMMAND ${CMAKE_COMMAND} --build "${cole_engine_build}" --target columnar_engine
        INSTALL_COMMAND ""
        BUILD_BYPRODUCTS "${cole_engine_library}")
    add_library(strata_cole_engine_peer STATIC IMPORTED GLOBAL)
    set_target_properties(strata_cole_engine_peer PROPERTIES
                          IMPORTED_LOCATION "${cole_engine_library}")
    target_include_directories(strata_cole_engine_peer SYSTEM INTERFACE
                               "${STRATA_COLE_ENGINE_SOURCE}/include")
    add_dependencies(strata_cole_engine_peer cole_engine_peer_build)
endif()

if(STRATA_CBLOSC2_SOURCE STREQUAL "")
    set(STRATA_HAVE_CBLOSC2_PEER OFF)
    message(STATUS "c-blosc2 cross-checks and benchmark sides: off "
                   "(turn on with -DSTRATA_CBLOSC2_SOURCE=PATH to c-blosc2's source)")
    return()
endif()
if(NOT EXISTS "${STRATA_CBLOSC2_SOURCE}/CMakeLists.txt")
    message(FATAL_ERROR "STRATA_CBLOSC2_SOURCE names no c-blosc2 source: ${STRATA_CBLOSC2_SOURCE}")
endif()
set(STRATA_HAVE_CBLOSC2_PEER ON)
message(STATUS "c-blosc2 cross-checks: on, from ${STRATA_CBLOSC2_SOURCE}")

# c-blosc2, the Blosc2 reference library, as a static library with Debian's lz4, zstd and zlib.
set(cblosc2_build "${CMAKE_BINARY_DIR}/peers/c-blosc2")
set(cblosc2_library "${cblosc2_build}/blosc/libblosc2.a")
ExternalProject_Add(cblosc2_peer_build
    SOURCE_DIR "${STRATA_CBLOSC2_SOURCE}"
    BINARY_DIR "${cblosc2_build}"
    CMAKE_ARGS
        -DCMAKE_BUILD_TYPE=Release
        -DCMAKE_C_COMPILER=${CMAKE_C_COMPILER}
        -DBUILD_TESTS=OFF -DBUILD_BENCHMARKS=OFF -DBUILD_EXAMPLES=OFF -DBUILD_FUZZERS=OFF
        -DBUILD_PLUGINS=OFF -DBUILD_STATIC=ON -DBUILD_SHARED=OFF
        -DPREFER_EXTERNAL_LZ4=ON -DPREFER_EXTERNAL_ZSTD=ON -DPREFER_EXTERNAL_ZLIB=ON
    BUILD_COMMAND ${CMAKE_COMMAND} --build "${cblosc2_build}" --target blosc2_static
    INSTALL_COMMAND ""
    BUILD_BYPRODUCTS "${cblosc2_library}")
add_library(strata_cblosc2_peer STATIC IMPORTED GLOBAL)
set_target_properties(strata_cblosc2_peer PROPERTIES IMPORTED_LOCATION "${cblosc2_library}")
target_include_directories(strata_cblosc2_peer SYSTEM INTERFACE "${STRATA_CBLOSC2_SOURCE}/include")
target_link_libraries(strata_cblosc2_peer INTERFACE lz4 zstd z Threads::Threads m)
add_dependencies(strata_cblosc2_peer cblosc2_peer_build)
