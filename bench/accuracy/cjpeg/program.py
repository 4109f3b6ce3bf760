# cjpeg: the libjpeg-turbo JPEG compressor (Debian source package libjpeg-turbo), portable C
# only. Workload: gen.py draws synthetic scenes into every input format cjpeg reads (binary and
# plain-text PPM/PGM with 8- and 16-bit and odd maxvals; 24-bit, 32-bit, colour-mapped and OS/2
# BMPs; Targa true-colour, 16-bit, grey and colour-mapped, plain and run-length, bottom-up and
# top-down; GIF with LZW, extensions, a local table and interlacing) plus an ICC profile,
# quantisation tables and scan scripts. The commands compress them across qualities, chroma
# subsampling factors, the three DCTs, Huffman optimisation, progressive and arithmetic
# coding, custom scan scripts and tables, restart intervals, smoothing, greyscale/RGB output,
# stdin/stdout and in-memory destinations, and feed it broken files and bad switches.
B = "{bench}/cjpeg"
A = "{tmp}/a"  # generated inputs
T = "{tmp}"
S = f"{A}/scene.ppm"

PROGRAM = {
    "name": "cjpeg",
    "pkg": "libjpeg-turbo",
    "libs": [],
    "runs": [
        f"python3 {B}/gen.py {A}",
        # Defaults, then the quality scale (stdout and -outfile).
        f"{{exe}} {S} > {T}/scene.jpg",
        f"for q in 1 5 10 25 50 85 92 95 100; do {{exe}} -quality $q -outfile {T}/q$q.jpg {S} "
        f"|| exit 1; done",
        f"{{exe}} -quality 90,60 -outfile {T}/q2.jpg {S}",
        f"{{exe}} -quality 85,40 -qslots 0,1,1 -outfile {T}/q3.jpg {A}/tall.ppm",
        f"{{exe}} -baseline -quality 8 -outfile {T}/base.jpg {S}",
        # Colour spaces and chroma subsampling.
        f"{{exe}} -grayscale -outfile {T}/gray.jpg {S}",
        f"{{exe}} -rgb -outfile {T}/rgb.jpg {A}/scene.bmp",
        f"{{exe}} -rgb -grayscale -outfile {T}/rgbgray.jpg {A}/rle.tga",
        f"for s in 1x1 2x1 1x2 2x2 4x1 1x4 4x2 3x1 2x2,1x1,1x1 1x1,2x2,2x2 2x1,1x2,1x1; do "
        f"{{exe}} -sample $s -outfile {T}/s$s.jpg {S} || exit 1; done",
        f"{{exe}} -sample 3x2 -quality 70 -outfile {T}/s32.jpg {A}/tall.ppm",
        # DCT methods, alone and with other modes.
        f"for d in int fast float; do {{exe}} -dct $d -quality 90 -outfile {T}/d$d.jpg {S} "
        f"|| exit 1; {{exe}} -dct $d -quality 40 -sample 1x1 -outfile {T}/d$d-1.jpg "
        f"{A}/scene.bmp || exit 1; done",
        # Entropy coding: optimised Huffman, progressive, arithmetic, scan scripts.
        f"{{exe}} -optimize -outfile {T}/opt.jpg {S}",
        f"{{exe}} -progressive -outfile {T}/prog.jpg {S}",
        f"{{exe}} -progressive -optimize -quality 95 -outfile {T}/progopt.jpg {A}/scene.bmp",
        f"{{exe}} -progressive -grayscale -outfile {T}/proggray.jpg {A}/low.pgm",
        f"{{exe}} -arithmetic -outfile {T}/arith.jpg {S}",
        f"{{exe}} -arithmetic -progressive -quality 60 -outfile {T}/arithprog.jpg {S}",
        f"{{exe}} -arithmetic -grayscale -restart 2 -outfile {T}/arithgray.jpg {A}/gray.tga",
        f"{{exe}} -scans {A}/prog.scans -outfile {T}/scans.jpg {S}",
        f"{{exe}} -scans {A}/prog.scans -arithmetic -outfile {T}/scansa.jpg {A}/scene.gif",
        f"{{exe}} -scans {A}/seq.scans -optimize -outfile {T}/seq.jpg {A}/tall.ppm",
        # Custom tables, restart markers, smoothing, ICC profile, memory destination.
        f"{{exe}} -qtables {A}/quant.txt -qslots 0,1,1 -outfile {T}/qt.jpg {S}",
        f"{{exe}} -qtables {A}/quant.txt -quality 30 -baseline -outfile {T}/qt30.jpg {S}",
        f"{{exe}} -qtables {A}/quant.txt -qslots 0,1,2 -quality 85,70,40 -outfile {T}/qt3.jpg "
        f"{A}/scene.bmp",
        f"{{exe}} -restart 1 -outfile {T}/rst1.jpg {S}",
        f"{{exe}} -restart 7B -optimize -outfile {T}/rst7b.jpg {A}/scene.bmp",
        f"{{exe}} -restart 3 -progressive -outfile {T}/rstp.jpg {A}/tall.ppm",
        f"for s in 5 40 100; do {{exe}} -smooth $s -outfile {T}/sm$s.jpg {A}/palette.bmp "
        f"|| exit 1; done",
        f"{{exe}} -smooth 25 -sample 1x1 -outfile {T}/smg.jpg {A}/scene.gif",
        f"{{exe}} -icc {A}/profile.icc -outfile {T}/icc.jpg {A}/os2.bmp",
        f"{{exe}} -icc {A}/profile.icc -progressive -outfile {T}/iccp.jpg {A}/deep.ppm",
        f"{{exe}} -memdst -report -outfile {T}/mem.jpg {S} 2> {T}/mem.log",
        f"{{exe}} -maxmemory 20000 -optimize -outfile {T}/maxmem.jpg {A}/tall.ppm",
        f"{{exe}} -verbose -outfile {T}/verbose.jpg {A}/c16.tga 2> {T}/verbose.log",
        f"{{exe}} -debug -progressive -arithmetic -outfile {T}/debug.jpg {A}/inter.gif "
        f"2> {T}/debug.log",
        # Every reader: PNM flavours, BMP flavours, Targa flavours, GIFs, stdin.
        f"for f in deep.ppm text.ppm low.pgm deep.pgm text.pgm alpha.bmp os2.bmp graypal.bmp "
        f"palette.bmp rgb.tga gray.tga grayrle.tga map.tga maprle.tga c32.tga scene.gif "
        f"inter.gif; do {{exe}} -quality 80 -outfile {T}/in-$f.jpg {A}/$f || exit 1; done",
        f"{{exe}} -targa -outfile {T}/named.jpg {A}/named.tga",
        f"cat {A}/scene.bmp | {{exe}} -quality 60 > {T}/stdin.jpg",
        f"cat {A}/text.ppm | {{exe}} -grayscale -optimize > {T}/stdin2.jpg",
        # The large picture through a quality sweep and the slower modes.
        f"{{exe}} -outfile {T}/big.jpg {A}/big.ppm",
        f"for q in 15 30 50 65 75 85 90 95 98 100; do {{exe}} -optimize -quality $q "
        f"-outfile {T}/bigq$q.jpg {A}/big.ppm || exit 1; done",
        f"for m in -progressive -arithmetic '-progressive -arithmetic' '-dct float' '-dct fast' "
        f"-rgb '-grayscale -optimize' '-sample 1x1 -progressive'; do {{exe}} $m "
        f"-outfile {T}/bigm.jpg {A}/big.ppm || exit 1; done",
        f"cat {A}/big.ppm | {{exe}} -restart 1 -quality 70 > {T}/bigr.jpg",
        f"for s in 2x1 1x2 4x1 2x2,1x1,1x1; do {{exe}} -sample $s -smooth 10 -optimize "
        f"-outfile {T}/bigs.jpg {A}/big.ppm || exit 1; done",
        f"{{exe}} -progressive -optimize -dct float -quality 88 -outfile {T}/bigp.jpg {A}/big.ppm",
        f"{{exe}} -arithmetic -sample 1x1 -quality 97 -outfile {T}/biga.jpg {A}/big.ppm",
        f"{{exe}} -grayscale -dct fast -restart 4 -outfile {T}/bigg.jpg {A}/big.ppm",
        # Broken input and bad switches (cjpeg exits 1 on errors, 2 after warnings).
        f"head -c 500000 {S} > {T}/trunc.ppm && {{exe}} -outfile {T}/x.jpg {T}/trunc.ppm "
        f"2> /dev/null; test $? = 1",
        f"head -c 30000 {A}/scene.bmp > {T}/trunc.bmp && {{exe}} -outfile {T}/x.jpg "
        f"{T}/trunc.bmp 2> /dev/null; test $? = 1",
        f"head -c 4000 {A}/scene.gif > {T}/trunc.gif && {{exe}} -outfile {T}/x.jpg "
        f"{T}/trunc.gif 2> /dev/null; test $? = 1",
        f"{{exe}} -outfile {T}/short.jpg {A}/short.gif 2> /dev/null; test $? = 2",
        f"{{exe}} -strict -outfile {T}/x.jpg {A}/short.gif 2> /dev/null; test $? = 1",
        f"{{exe}} -maxmemory 200 -optimize -outfile {T}/x.jpg {A}/tall.ppm 2> /dev/null; "
        f"test $? = 1",
        f"head -c 20000 {A}/rle.tga > {T}/trunc.tga && {{exe}} -outfile {T}/x.jpg {T}/trunc.tga "
        f"2> /dev/null; test $? = 1",
        f"printf 'P6\\n4 4\\n0\\n' > {T}/zero.ppm && {{exe}} {T}/zero.ppm > /dev/null 2>&1; "
        f"test $? = 1",
        f"printf 'P3\\n2 1\\n255\\n1 2 3 4 500 6\\n' > {T}/range.ppm && {{exe}} {T}/range.ppm "
        f"> /dev/null 2>&1; test $? = 1",
        f"printf 'BM' | cat - {A}/quant.txt > {T}/fake.bmp && {{exe}} {T}/fake.bmp > /dev/null "
        f"2>&1; test $? = 1",
        f"{{exe}} {A}/quant.txt > /dev/null 2>&1; test $? = 1",
        f"{{exe}} -outfile {T}/x.jpg {T}/missing.ppm 2> /dev/null; test $? = 1",
        f"{{exe}} -scans {A}/quant.txt {S} > /dev/null 2>&1; test $? = 1",
        f"printf '0 1 2: 0 0 0 0;\\n0: 5 1 0 0;\\n' > {T}/bad.scans && {{exe}} -scans "
        f"{T}/bad.scans {S} > /dev/null 2>&1; test $? = 1",
        f"{{exe}} -qtables {T}/missing.txt {S} > /dev/null 2>&1; test $? = 1",
        f"{{exe}} -sample 5x5 {S} > /dev/null 2>&1; test $? = 1",
        f"{{exe}} -quality 50,x {S} > /dev/null 2>&1; test $? = 1",
        f"{{exe}} -bogus {S} > /dev/null 2>&1; test $? = 1",
        f"{{exe}} -version 2> {T}/version.txt",
    ],
}
