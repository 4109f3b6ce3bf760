# cwebp: the WebP encoder of libwebp (Debian source package libwebp), built without PNG/JPEG/
# TIFF readers, so its inputs are PNM/PAM pictures (and raw YUV, and WebP files it wrote itself)
# made by gen.py: a landscape photo at three sizes, a chart drawing, pixel art, two-level text,
# grey pictures with one- and two-byte samples, a 10-bit PPM, PAMs with and without alpha,
# noise, stripes and degenerate sizes. The commands encode them lossy with quality and method
# sweeps, every preset, the filter / noise-shaping / segment / partition switches, size and PSNR
# targets over several passes, sharp YUV, preprocessing, crops and resizes, low-memory mode and
# the analysis outputs (maps, PSNR/SSIM/LSIM, dumps, verbose and progress reports); encode
# pictures with alpha under every alpha option; encode losslessly at every -z level and many
# -q/-m pairs, near-lossless and with hints; re-encode WebP files (the decoder's lossy, lossless
# and alpha paths), use pipes, and try damaged input and bad options. No -mt (single thread).
B = "{bench}/cwebp"
A = "{tmp}/a"  # generated inputs
T = "{tmp}"
Q = "{exe} -quiet"  # inserted into f-strings as is: single braces

PROGRAM = {
    "name": "cwebp",
    "pkg": "libwebp",
    "libs": ["-lm", "-lpthread"],
    "runs": [
        f"python3 {B}/gen.py {A}",
        # Lossy defaults and the statistics report.
        f"{{exe}} {A}/photo.ppm -o {T}/photo.webp 2> {T}/photo.log",
        f"{{exe}} -short {A}/drawing.ppm -o {T}/drawing.webp 2> {T}/short.log",
        f"{{exe}} -v -print_psnr {A}/big.ppm -o {T}/big.webp 2> {T}/big.log",
        # Quality and method sweeps.
        f"for q in 0 5 20 35 50 65 80 90 97 100; do {Q} -q $q {A}/photo.ppm -o {T}/q$q.webp "
        f"|| exit 1; done",
        f"for m in 0 1 2 3 4 5 6; do {Q} -m $m -q 70 {A}/photo.ppm -o {T}/m$m.webp "
        f"|| exit 1; done",
        f"for m in 0 2 4 6; do {Q} -m $m -q 40 {A}/drawing.ppm -o {T}/dm$m.webp "
        f"&& {Q} -m $m -q 85 {A}/gray.pgm -o {T}/gm$m.webp || exit 1; done",
        f"{Q} -m 6 -q 92 {A}/big.ppm -o {T}/big6.webp",
        # Presets (each on the kind of picture it is meant for, and one off-label).
        f"{Q} -preset photo {A}/photo.ppm -o {T}/pphoto.webp",
        f"{Q} -preset picture -q 60 {A}/small.ppm -o {T}/ppicture.webp",
        f"{Q} -preset drawing -m 5 {A}/drawing.ppm -o {T}/pdrawing.webp",
        f"{Q} -preset icon {A}/icon.pam -o {T}/picon.webp",
        f"{Q} -preset text -q 90 {A}/mono.pgm -o {T}/ptext.webp",
        f"{Q} -preset default -sns 70 {A}/pixels.ppm -o {T}/pdefault.webp",
        f"{Q} -preset text {A}/photo.ppm -o {T}/ptextphoto.webp",
        # Spatial noise shaping, loop filter, sharpness, segments, partition limit.
        f"for s in 0 25 80 100; do {Q} -sns $s {A}/small.ppm -o {T}/sns$s.webp || exit 1; done",
        f"for f in 0 15 45 100; do {Q} -f $f -m 3 {A}/small.ppm -o {T}/f$f.webp || exit 1; done",
        f"for s in 0 3 7; do {Q} -sharpness $s -strong {A}/photo.ppm -o {T}/sh$s.webp "
        f"|| exit 1; done",
        f"{Q} -nostrong -f 50 {A}/photo.ppm -o {T}/nostrong.webp",
        f"{Q} -af -m 6 {A}/small.ppm -o {T}/af.webp && {Q} -af -m 2 {A}/drawing.ppm "
        f"-o {T}/af2.webp",
        f"for s in 1 2 3 4; do {Q} -segments $s -q 55 {A}/photo.ppm -o {T}/seg$s.webp "
        f"|| exit 1; done",
        f"for p in 0 30 70 100; do {Q} -partition_limit $p -q 100 -m 4 {A}/noise.ppm "
        f"-o {T}/pl$p.webp || exit 1; done",
        # Size and PSNR targets with several passes, quality ranges.
        f"{Q} -size 12000 {A}/photo.ppm -o {T}/size12k.webp",
        f"{Q} -size 4000 -pass 10 -m 5 {A}/small.ppm -o {T}/size4k.webp",
        f"{Q} -size 60000 -pass 3 -qrange 20 95 {A}/big.ppm -o {T}/size60k.webp",
        f"{Q} -psnr 38 {A}/photo.ppm -o {T}/psnr38.webp",
        f"{Q} -psnr 47 -pass 4 -m 2 {A}/drawing.ppm -o {T}/psnr47.webp",
        f"{Q} -qrange 40 60 -q 95 {A}/small.ppm -o {T}/qrange.webp",
        f"{Q} -pass 5 -q 60 {A}/pixels.ppm -o {T}/pass5.webp",
        f"{Q} -jpeg_like -q 80 {A}/photo.ppm -o {T}/jpeglike.webp",
        # Colour conversion and preprocessing.
        f"{Q} -sharp_yuv {A}/drawing.ppm -o {T}/sharp.webp",
        f"{Q} -sharp_yuv -q 90 {A}/pixels.ppm -o {T}/sharp2.webp",
        f"for p in 1 2 3 4; do {Q} -pre $p -q 50 {A}/small.ppm -o {T}/pre$p.webp || exit 1; done",
        # Crop and resize (down, up, keeping the aspect), low-memory mode.
        f"{Q} -crop 100 50 320 200 {A}/photo.ppm -o {T}/crop.webp",
        f"{Q} -resize 320 0 {A}/big.ppm -o {T}/down.webp",
        f"{Q} -resize 0 300 {A}/pixels.ppm -o {T}/up.webp",
        f"{Q} -crop 10 10 100 80 -resize 250 173 -sharp_yuv {A}/icon.pam -o {T}/cropup.webp",
        f"{Q} -resize 97 61 -lossless {A}/drawing.ppm -o {T}/downll.webp",
        f"{Q} -low_memory -m 6 {A}/photo.ppm -o {T}/lowmem.webp",
        f"{Q} -low_memory -segments 2 -q 30 {A}/big.ppm -o {T}/lowmem2.webp",
        # Analysis: maps, distortion metrics, dumps, progress and timing reports.
        f"for k in 1 2 3 4 5 6 7 8; do {{exe}} -map $k -q 60 {A}/small.ppm -o {T}/map.webp "
        f"2> {T}/map$k.log || exit 1; done",
        f"{{exe}} -print_ssim -q 50 {A}/photo.ppm -o {T}/ssim.webp 2> {T}/ssim.log",
        f"{{exe}} -print_lsim -m 6 {A}/drawing.ppm -o {T}/lsim.webp 2> {T}/lsim.log",
        f"{{exe}} -print_psnr -lossless -q 20 {A}/pixels.ppm -o {T}/psnrll.webp 2> {T}/psnrll.log",
        f"{{exe}} -print_ssim -alpha_q 30 {A}/sprite.pam -o {T}/ssima.webp 2> {T}/ssima.log",
        f"{Q} -d {T}/dump.pgm -q 40 {A}/photo.ppm -o {T}/dump.webp",
        f"{Q} -d {T}/dumpa.pgm -alpha_q 60 {A}/icon.pam -o {T}/dumpa.webp",
        f"{{exe}} -progress -m 6 {A}/photo.ppm -o {T}/progress.webp 2> {T}/progress.log",
        f"{{exe}} -progress -v -lossless {A}/pixels.ppm -o {T}/progressll.webp 2> {T}/progll.log",
        f"{{exe}} -v -short -noasm -sns 40 {A}/gray.pgm -o {T}/noasm.webp 2> {T}/noasm.log",
        # Alpha: quality, method, filters, cleanup, exact, blending, dropping it.
        f"for a in 0 20 50 80 100; do {Q} -alpha_q $a {A}/sprite.pam -o {T}/aq$a.webp "
        f"|| exit 1; done",
        f"for f in none fast best; do {Q} -alpha_filter $f -alpha_method 1 {A}/sprite.pam "
        f"-o {T}/af-$f.webp && {Q} -alpha_filter $f -alpha_q 70 {A}/icon.pam "
        f"-o {T}/iaf-$f.webp || exit 1; done",
        f"{Q} -alpha_method 0 {A}/icon.pam -o {T}/am0.webp",
        f"{Q} -alpha_method 0 -alpha_q 50 {A}/ga.pam -o {T}/am0ga.webp",
        f"{Q} -alpha_cleanup -q 60 {A}/icon.pam -o {T}/cleanup.webp",
        f"{Q} -exact {A}/icon.pam -o {T}/exact.webp",
        f"{Q} -exact -lossless {A}/icon.pam -o {T}/exactll.webp",
        f"{Q} -blend_alpha 0xc0e0d0 {A}/sprite.pam -o {T}/blend.webp",
        f"{Q} -blend_alpha 0x000000 -lossless {A}/icon.pam -o {T}/blendll.webp",
        f"{Q} -noalpha {A}/sprite.pam -o {T}/noalpha.webp",
        f"{Q} {A}/opaque.pam -o {T}/opaque.webp && {Q} -lossless {A}/opaque.pam "
        f"-o {T}/opaquell.webp",
        f"{Q} -m 6 -alpha_q 90 -alpha_filter best {A}/ga.pam -o {T}/ga.webp",
        # Lossless: every -z level, -q/-m pairs, near-lossless, hints.
        f"for z in 0 1 2 3 4 5 6 7 8 9; do {Q} -z $z {A}/pixels.ppm -o {T}/z$z.webp "
        f"&& {Q} -z $z {A}/icon.pam -o {T}/iz$z.webp || exit 1; done",
        f"for z in 0 3 6 9; do {Q} -z $z {A}/drawing.ppm -o {T}/dz$z.webp || exit 1; done",
        f"for z in 0 5 8; do {Q} -z $z {A}/small.ppm -o {T}/sz$z.webp || exit 1; done",
        f"for q in 0 25 50 75 100; do for m in 0 3 6; do {Q} -lossless -q $q -m $m "
        f"{A}/sprite.pam -o {T}/ll$q-$m.webp || exit 1; done; done",
        f"for q in 0 50 100; do {Q} -lossless -q $q {A}/photo.ppm -o {T}/llp$q.webp "
        f"|| exit 1; done",
        f"{Q} -lossless {A}/mono.pgm -o {T}/monoll.webp && {Q} -lossless -m 6 -q 100 "
        f"{A}/mono.pgm -o {T}/monoll6.webp",
        f"{Q} -lossless {A}/stripes.ppm -o {T}/stripesll.webp && {Q} -lossless -q 100 "
        f"{A}/noise.ppm -o {T}/noisell.webp",
        f"for n in 0 20 40 60 80 100; do {Q} -near_lossless $n {A}/small.ppm "
        f"-o {T}/nl$n.webp || exit 1; done",
        f"{Q} -near_lossless 50 -m 6 {A}/sprite.pam -o {T}/nla.webp",
        f"{Q} -near_lossless 30 -lossless {A}/gray.pgm -o {T}/nlg.webp",
        f"for h in photo picture graph; do {Q} -lossless -hint $h {A}/small.ppm "
        f"-o {T}/hint-$h.webp || exit 1; done",
        f"{Q} -hint graph -lossless {A}/drawing.ppm -o {T}/hintg.webp",
        f"{{exe}} -lossless -size 5000 -psnr 40 -partition_limit 30 {A}/pixels.ppm "
        f"-o {T}/llwarn.webp 2> {T}/llwarn.log",
        # Every input flavour: grey, 16-bit, 10-bit, PAM types, tiny and thin, raw YUV.
        f"for f in gray.pgm gray16.pgm deep.ppm ga.pam g.pam rgb.pam one.ppm thin.ppm "
        f"tall.pgm stripes.ppm noise.ppm; do {Q} -q 70 {A}/$f -o {T}/in-$f.webp "
        f"&& {Q} -lossless {A}/$f -o {T}/inll-$f.webp || exit 1; done",
        f"{Q} -s 176 144 {A}/frame.yuv -o {T}/yuv.webp",
        f"{Q} -s 176 144 -m 6 -q 90 -sns 100 {A}/frame.yuv -o {T}/yuv2.webp",
        f"{Q} -s 176 144 -lossless {A}/frame.yuv -o {T}/yuvll.webp",
        # WebP in: lossy, lossless, with alpha (the decoder's paths), metadata request.
        f"for f in photo q5 q100 m0 drawing dz9 z0 iz9 aq0 aq50 am0 af-best exact cleanup "
        f"nl40 llp0 ga yuv in-thin.ppm inll-one.ppm; do {Q} -q 75 {T}/$f.webp "
        f"-o {T}/re-$f.webp || exit 1; done",
        f"{Q} -lossless {T}/iz5.webp -o {T}/rell.webp && {Q} -metadata all {T}/photo.webp "
        f"-o {T}/remeta.webp",
        f"{Q} -metadata exif,icc,xmp -resize 200 0 {T}/q100.webp -o {T}/remeta2.webp",
        f"{Q} -metadata none -crop 0 0 64 64 {T}/exactll.webp -o {T}/recrop.webp",
        f"{Q} -print_psnr {T}/big.webp -o {T}/rebig.webp",
        # Pipes.
        f"cat {A}/small.ppm | {Q} -- - -o {T}/stdin.webp",
        f"{Q} -q 30 {A}/gray.pgm -o - > {T}/stdout.webp && cmp -s {T}/stdout.webp "
        f"{T}/in-gray.pgm.webp; test $? = 1",
        f"cat {T}/drawing.webp | {Q} -lossless -o - -- - | cat > {T}/pipe.webp",
        # Damaged input and bad options (cwebp exits 255).
        f"head -c 50000 {A}/photo.ppm > {T}/trunc.ppm; {Q} {T}/trunc.ppm -o {T}/x.webp "
        f"2> /dev/null; test $? != 0",
        f"head -c 9000 {T}/photo.webp > {T}/trunc.webp; {Q} {T}/trunc.webp -o {T}/x.webp "
        f"2> /dev/null; test $? != 0",
        f"head -c 3000 {T}/z9.webp > {T}/truncll.webp; {Q} {T}/truncll.webp -o {T}/x.webp "
        f"2> /dev/null; test $? != 0",
        f"cp {T}/photo.webp {T}/bad.webp && printf 'scribbled over' | dd of={T}/bad.webp bs=1 "
        f"seek=2000 conv=notrunc 2> /dev/null && {Q} {T}/bad.webp -o {T}/x.webp 2> /dev/null; "
        f"true",
        f"printf 'P6\\n0 5\\n255\\n' > {T}/zero.ppm; {Q} {T}/zero.ppm -o {T}/x.webp "
        f"2> /dev/null; test $? != 0",
        f"printf 'P7\\nWIDTH 2\\nHEIGHT 2\\nDEPTH 3\\nMAXVAL 255\\nTUPLTYPE RGB_ALPHA\\nENDHDR\\n"
        f"abcdefghijkl' > {T}/bad.pam; {Q} {T}/bad.pam -o {T}/x.webp 2> /dev/null; "
        f"test $? != 0",
        f"printf 'P7\\nWIDTH 2\\nWIDTH 2\\nHEIGHT 2\\nENDHDR\\n' > {T}/dup.pam; {Q} {T}/dup.pam "
        f"-o {T}/x.webp 2> /dev/null; test $? != 0",
        f"printf 'P6\\n# c\\n3 1\\n70000\\n' > {T}/maxv.ppm; {Q} {T}/maxv.ppm -o {T}/x.webp "
        f"2> /dev/null; test $? != 0",
        f"{Q} {B}/gen.py -o {T}/x.webp 2> /dev/null; test $? != 0",
        f"{Q} {T}/missing.ppm -o {T}/x.webp 2> /dev/null; test $? != 0",
        f"{Q} -s 100 100 {A}/frame.yuv -o {T}/x.webp 2> /dev/null; test $? != 0",
        f"{Q} -crop 600 380 100 100 {A}/photo.ppm -o {T}/x.webp 2> /dev/null; test $? != 0",
        f"{Q} -q 50 -m 9 {A}/one.ppm -o {T}/x.webp 2> /dev/null; test $? != 0",
        f"{Q} -z 12 {A}/one.ppm -o {T}/x.webp 2> /dev/null; test $? != 0",
        f"{Q} -preset cartoon {A}/one.ppm -o {T}/x.webp 2> /dev/null; test $? != 0",
        f"{Q} -metadata gps {A}/one.ppm -o {T}/x.webp 2> /dev/null; test $? != 0",
        f"{Q} -hint fuzzy {A}/one.ppm -o {T}/x.webp 2> /dev/null; test $? != 0",
        f"{Q} -alpha_filter worst {A}/one.ppm -o {T}/x.webp 2> /dev/null; test $? != 0",
        f"{Q} -q abc {A}/one.ppm -o {T}/x.webp > /dev/null 2>&1; test $? != 0",
        f"{Q} -bogus {A}/one.ppm > /dev/null 2>&1; test $? != 0",
        f"{Q} -o {T}/x.webp > /dev/null 2>&1; test $? != 0",
        f"{{exe}} -h > {T}/help.txt && {{exe}} -H > {T}/longhelp.txt && {{exe}} -version "
        f"> {T}/version.txt",
    ],
}
