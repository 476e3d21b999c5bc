# Peers: other projects' sources in ../shared/peers, built here for cross-check tests and
# benchmarks only; never linked into strata or strata-cli (../shared/peers/README.md).
include(ExternalProject)
find_package(Threads REQUIRED)

# c-blosc2, the Blosc2 reference library, as a static library with Debian's lz4, zstd and zlib.
set(STRATA_CBLOSC2_SOURCE "${CMAKE_SOURCE_DIR}/../shared/peers/c-blosc2"
    CACHE PATH "The c-blosc2 peer's source")
if(NOT EXISTS "${STRATA_CBLOSC2_SOURCE}/CMakeLists.txt")
    message(FATAL_ERROR "The c-blosc2 peer is not at ${STRATA_CBLOSC2_SOURCE}")
endif()
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
