/* Writes this folder's files with c-blosc2 (../shared/peers/c-blosc2, built by a Strata build
 * configured with -DSTRATA_CBLOSC2_SOURCE): see README.md. Not part of any build. */
#include <blosc2.h>
#include <stdio.h>
#include <string.h>

static uint8_t* put_be(uint8_t* p, uint64_t v, int width) {
    for (int i = width - 1; i >= 0; --i) *p++ = (uint8_t)(v >> (8 * i));
    return p;
}

static blosc2_schunk* new_frame(const char* path, int32_t typesize, int32_t chunksize) {
    blosc2_cparams cparams = BLOSC2_CPARAMS_DEFAULTS;
    cparams.typesize = typesize;
    cparams.compcode = BLOSC_ZSTD;
    cparams.clevel = 5;
    cparams.nthreads = 1;
    blosc2_dparams dparams = BLOSC2_DPARAMS_DEFAULTS;
    blosc2_storage storage = {.contiguous = true, .urlpath = (char*)path, .cparams = &cparams,
                              .dparams = &dparams};
    remove(path);
    blosc2_schunk* schunk = blosc2_schunk_new(&storage);
    schunk->chunksize = chunksize;
    return schunk;
}

int main(void) {
    blosc2_init();
    /* A frame with no chunks whose content is its vlmetalayers, as python-blosc2 writes a
     * CTable's _meta.b2frame: a msgpack map (the schema) and a msgpack string. */
    {
        blosc2_schunk* schunk = new_frame("meta_only.b2frame", 1, 0);
        uint8_t schema[256], *p = schema;
        *p++ = 0x83; /* fixmap 3 */
        *p++ = 0xa4; memcpy(p, "kind", 4); p += 4;
        *p++ = 0xa6; memcpy(p, "ctable", 6); p += 6;
        *p++ = 0xa7; memcpy(p, "version", 7); p += 7;
        *p++ = 0x01;
        *p++ = 0xa7; memcpy(p, "columns", 7); p += 7;
        *p++ = 0x92; /* fixarray 2 */
        *p++ = 0x82; *p++ = 0xa4; memcpy(p, "name", 4); p += 4; *p++ = 0xa2; memcpy(p, "id", 2); p += 2;
        *p++ = 0xa5; memcpy(p, "dtype", 5); p += 5; *p++ = 0xa3; memcpy(p, "<i8", 3); p += 3;
        *p++ = 0x82; *p++ = 0xa4; memcpy(p, "name", 4); p += 4; *p++ = 0xa1; *p++ = 'x';
        *p++ = 0xa5; memcpy(p, "dtype", 5); p += 5; *p++ = 0xa3; memcpy(p, "<f8", 3); p += 3;
        if (blosc2_vlmeta_add(schunk, "schema", schema, (int32_t)(p - schema), NULL) < 0) return 1;
        uint8_t note[] = {0xab, 'e', 'm', 'p', 't', 'y', ' ', 't', 'a', 'b', 'l', 'e'};
        if (blosc2_vlmeta_add(schunk, "note", note, sizeof note, NULL) < 0) return 1;
        blosc2_schunk_free(schunk);
    }
    /* A 4 x 6 array of int64 (item i holds i * 3 - 7) in 2 x 3 chunks, one block per chunk,
     * described by a caterva metalayer: [version 0, ndim, shape, chunkshape, blockshape], the
     * five elements caterva wrote before b2nd added dtype_format and dtype. */
    {
        blosc2_schunk* schunk = new_frame("caterva_4x6_i8.b2frame", 8, 6 * 8);
        uint8_t meta[128], *p = meta;
        *p++ = 0x95; *p++ = 0x00; *p++ = 0x02;
        *p++ = 0x92; *p++ = 0xd3; p = put_be(p, 4, 8); *p++ = 0xd3; p = put_be(p, 6, 8);
        *p++ = 0x92; *p++ = 0xd2; p = put_be(p, 2, 4); *p++ = 0xd2; p = put_be(p, 3, 4);
        *p++ = 0x92; *p++ = 0xd2; p = put_be(p, 2, 4); *p++ = 0xd2; p = put_be(p, 3, 4);
        if (blosc2_meta_add(schunk, "caterva", meta, (int32_t)(p - meta)) < 0) return 1;
        for (int cr = 0; cr < 2; ++cr) {
            for (int cc = 0; cc < 2; ++cc) {
                int64_t chunk[6];
                for (int r = 0; r < 2; ++r)
                    for (int c = 0; c < 3; ++c) {
                        const int64_t item = (cr * 2 + r) * 6 + cc * 3 + c;
                        chunk[r * 3 + c] = item * 3 - 7;
                    }
                if (blosc2_schunk_append_buffer(schunk, chunk, sizeof chunk) < 0) return 1;
            }
        }
        blosc2_schunk_free(schunk);
    }
    /* Sparse frames as python-blosc2 stores zeros() arrays: every chunk a special zeros chunk,
     * the offsets index one repeated entry (172 bytes however many chunks). In the mixed one
     * chunks 0 and 500000 hold data (item k of chunk c is c * 1000 + k), so its index is a
     * compressed chunk of a million entries. */
    {
        const int64_t counts[] = {1000000, 10000000, 1000000};
        const char* names[] = {"zeros_1m.b2frame", "zeros_10m.b2frame", "sparse_1m_mixed.b2frame"};
        for (int f = 0; f < 3; ++f) {
            blosc2_schunk* schunk = new_frame(names[f], 8, 8000);
            if (blosc2_schunk_fill_special(schunk, counts[f] * 1000, BLOSC2_SPECIAL_ZERO, 8000) !=
                counts[f])
                return 1;
            if (f == 2) {
                const int64_t stored[] = {0, 500000};
                for (int s = 0; s < 2; ++s) {
                    int64_t items[1000];
                    for (int k = 0; k < 1000; ++k) items[k] = stored[s] * 1000 + k;
                    uint8_t chunk[8000 + BLOSC2_MAX_OVERHEAD];
                    const int cbytes = blosc2_compress_ctx(schunk->cctx, items, sizeof items,
                                                           chunk, sizeof chunk);
                    if (cbytes <= 0) return 1;
                    if (blosc2_schunk_update_chunk(schunk, stored[s], chunk, true) < 0) return 1;
                }
            }
            blosc2_schunk_free(schunk);
        }
    }
    blosc2_destroy();
    return 0;
}
