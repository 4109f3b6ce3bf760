# Byte-level work (run with -b, characters as bytes): CRC-32 by table (xor/and/rshift),
# base64 encoding and decoding with a round-trip check, and an xxd-style hex dump.
#   -v mode=crc|b64|hex
BEGIN {
    for (i = 0; i < 256; i++) {
        ch = sprintf("%c", i)
        ORD[ch] = i
        c = i
        for (k = 0; k < 8; k++)
            c = and(c, 1) ? xor(0xEDB88320, rshift(c, 1)) : rshift(c, 1)
        CRC[i] = c
    }
    B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    for (i = 0; i < 64; i++)
        B64V[substr(B64, i + 1, 1)] = i
    if (mode == "hex") {
        RS = "^$"
        # ORD of the empty string (a NUL read in byte mode is a real character).
        ORD[""] = 0
    }
}

function crc32(s, crc,    i, n) {
    crc = xor(crc, 0xFFFFFFFF)
    n = length(s)
    for (i = 1; i <= n; i++)
        crc = xor(CRC[and(xor(crc, ORD[substr(s, i, 1)]), 0xFF)], rshift(crc, 8))
    return xor(crc, 0xFFFFFFFF)
}

function b64enc(s,    out, i, n, a, b, c, v) {
    out = ""
    n = length(s)
    for (i = 1; i <= n; i += 3) {
        a = ORD[substr(s, i, 1)]
        b = i + 1 <= n ? ORD[substr(s, i + 1, 1)] : 0
        c = i + 2 <= n ? ORD[substr(s, i + 2, 1)] : 0
        v = or(lshift(a, 16), lshift(b, 8), c)
        out = out substr(B64, rshift(v, 18) + 1, 1) substr(B64, and(rshift(v, 12), 63) + 1, 1)
        out = out (i + 1 <= n ? substr(B64, and(rshift(v, 6), 63) + 1, 1) : "=")
        out = out (i + 2 <= n ? substr(B64, and(v, 63) + 1, 1) : "=")
    }
    return out
}

function b64dec(s,    out, i, n, v, k, ch, bits) {
    out = ""
    n = length(s)
    v = 0
    bits = 0
    for (i = 1; i <= n; i++) {
        ch = substr(s, i, 1)
        if (ch == "=")
            break
        if (!(ch in B64V))
            continue
        v = or(lshift(and(v, 0xFFFF), 6), B64V[ch])
        bits += 6
        if (bits >= 8) {
            bits -= 8
            out = out sprintf("%c", and(rshift(v, bits), 0xFF))
        }
    }
    return out
}

mode == "crc" {
    total = crc32($0 "\n", total)
    if (NR % 2000 == 0)
        printf "%8d %08x %s\n", NR, total, sprintf("%#o", and(total, 0777))
}

mode == "b64" {
    e = b64enc($0)
    if (b64dec(e) != $0) {
        printf "round trip failed on line %d\n", NR
        failed++
    }
    enc += length(e)
    if (NR % 500 == 1)
        print e
}

mode == "hex" {
    n = length($0)
    for (off = 0; off < n; off += 16) {
        line = sprintf("%08x:", off)
        text = ""
        for (j = 1; j <= 16 && off + j <= n; j++) {
            ch = substr($0, off + j, 1)
            v = ORD[ch]
            line = line sprintf(j % 2 ? " %02x" : "%02x", v)
            text = text (v >= 32 && v < 127 ? ch : ".")
        }
        printf "%-49s %s\n", line, text
    }
}

END {
    if (mode == "crc")
        printf "crc32 %08x (%u) over %d lines, %s\n", total, total, NR, strtonum("0x" sprintf("%x", total)) == total ? "ok" : "bad"
    if (mode == "b64")
        printf "%d lines, %d encoded bytes, %d failures\n", NR, enc, failed
}
