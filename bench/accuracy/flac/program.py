# flac: the FLAC command-line encoder/decoder (Debian source package flac).
# Workload: gen.py synthesises WAV/AIFF inputs of several shapes (CD audio, 8-bit mono, 24-bit
# 96 kHz, 20-in-24 bit, 5.1, 32 bit, an AIFF of noise/silence/square waves) and two cover
# images; the commands encode them at every compression level and with hand-picked encoder
# options (apodizations, exhaustive searches, block sizes, mid/side modes), with metadata
# (tags, pictures, cuesheet, seek tables, ReplayGain, foreign chunks), through raw, RF64 and
# Wave64 round trips, pipes, flac-to-flac re-encoding, decoding with skip/until/cue ranges,
# testing, analysis, and damaged or truncated streams.
B = "{bench}/flac"
A = "{tmp}/a"  # generated inputs
T = "{tmp}"

PROGRAM = {
    "name": "flac",
    "pkg": "flac",
    "libs": ["-lm"],
    "runs": [
        f"python3 {B}/gen.py {A}",
        # Every compression level, on different material.
        f"{{exe}} -s -f -0 --output-prefix={T}/l0_ {A}/voice.wav {A}/mixed.aiff {A}/surround.wav",
        f"{{exe}} -s -f -1 -o {T}/l1.flac {A}/music.wav",
        f"{{exe}} -s -f -2 -o {T}/l2.flac {A}/hires.wav",
        f"{{exe}} -s -f -3 -o {T}/l3.flac {A}/studio20.wav",
        f"{{exe}} -f -4 -o {T}/l4.flac {A}/surround.wav 2> {T}/l4.log",
        f"{{exe}} -s -f -5 -o {T}/music.flac {A}/music.wav",
        f"{{exe}} -s -f -6 -o {T}/l6.flac {A}/deep32.wav",
        f"{{exe}} -s -f -7 -o {T}/mixed.flac {A}/mixed.aiff",
        f"{{exe}} -s -f --best -o {T}/hires.flac {A}/hires.wav",
        f"{{exe}} -s -f --fast -o {T}/voice.flac {A}/voice.wav",
        # A tagged album: cuesheet, pictures, tags, seek points, padding, ReplayGain, verify.
        f"{{exe}} -f -8 -V --replay-gain --cuesheet={B}/album.cue -T ARTIST=Freqpath "
        f"-T 'TITLE=Five Seconds' -T GENRE=Synthetic -T DATE=2024 "
        f"--tag-from-file=COMMENT={B}/notes.txt --picture={A}/cover.png "
        f"--picture='4|image/gif|Back cover|16x16x1/2|{A}/cover.gif' "
        f"-S 1s -S 10x -S 12345 -P 2048 -o {T}/album.flac {A}/music.wav 2> {T}/album.log",
        f"{{exe}} -s -f -V --replay-gain -o {T}/rg48.flac {A}/studio20.wav",
        f"{{exe}} -s -f --no-utf8-convert -T 'TITLE=Caf\u00e9 cr\u00e8me' --no-seektable "
        f"--no-padding -o {T}/plain.flac {A}/voice.wav",
        # Encoder tuning: apodization windows, model searches, partition orders, block sizes.
        f"{{exe}} -s -f -A 'tukey(0.25);partial_tukey(2);punchout_tukey(3);welch' -l 10 "
        f"-o {T}/ap1.flac {A}/music.wav",
        f"{{exe}} -s -f -A 'gauss(0.3);hann;bartlett;blackman;connes;flattop;hamming;"
        f"kaiser_bessel;nuttall;rectangle;triangle;bartlett_hann;blackman_harris_4term_92db;"
        f"subdivide_tukey(4/0.3)' -o {T}/ap2.flac {A}/studio20.wav",
        f"{{exe}} -s -f -e -p -l 12 -r 0,8 -b 2304 -o {T}/ex.flac {A}/studio20.wav",
        f"{{exe}} -s -f --lax -b 16384 -l 32 -q 15 -r 15 -o {T}/lax.flac {A}/hires.wav",
        f"{{exe}} -s -f --lax -b 192 -l 4 -q 7 -o {T}/tiny.flac {A}/voice.wav",
        f"{{exe}} -s -f -M -l 6 -b 1024 -o {T}/ams.flac {A}/music.wav",
        f"{{exe}} -s -f -8 -e -p -o {T}/ep.flac {A}/studio20.wav",
        f"{{exe}} -s -f -5 -e -o {T}/e5.flac {A}/music.wav 2> /dev/null",
        f"{{exe}} -s -f -8 -e -p --until=0:03 -o {T}/ep2.flac {A}/music.wav 2> /dev/null",
        f"{{exe}} -s -f -7 -e -V -o {T}/hv.flac {A}/hires.wav",
        f"{{exe}} -s -f -8 -e -p --until=0:01 -o {T}/sep.flac {A}/surround.wav",
        f"{{exe}} -s -f --lax -e -l 16 -r 8 -o {T}/hx.flac {A}/hires.wav",
        f"{{exe}} -s -f -6 -p -o {T}/sp.flac {A}/surround.wav",
        f"for b in 256 576 1152 2048 4608; do {{exe}} -s -f -5 -b $b "
        f"-o {T}/b$b.flac {A}/music.wav 2> /dev/null || exit 1; done",
        f"for q in 5 9 12 15; do {{exe}} -s -f -l 12 -q $q -r 2,7 "
        f"-o {T}/q$q.flac {A}/studio20.wav || exit 1; done",
        f"{{exe}} -s -f --no-mid-side -m -e -l 8 -o {T}/ms.flac {A}/mixed.aiff",
        f"{{exe}} -s -f --limit-min-bitrate -o {T}/lmb.flac {A}/mixed.aiff",
        f"{{exe}} -s -f --disable-constant-subframes --disable-fixed-subframes "
        f"-o {T}/nofix.flac {A}/mixed.aiff",
        f"{{exe}} -s -f --disable-verbatim-subframes -l 0 -o {T}/noverb.flac {A}/deep32.wav",
        f"{{exe}} -s -f --skip=0:00.5 --until=+0:02.25 -o {T}/part.flac {A}/music.wav",
        f"{{exe}} -s -f --skip=4410 --until=-0:01 -o {T}/part2.flac {A}/mixed.aiff",
        # Foreign metadata round trips must give back the very same files.
        f"{{exe}} -s -f --keep-foreign-metadata -o {T}/kf.flac {A}/music.wav 2> /dev/null",
        f"{{exe}} -d -s -f --keep-foreign-metadata -o {T}/kf.wav {T}/kf.flac 2> /dev/null "
        f"&& cmp {T}/kf.wav {A}/music.wav",
        f"{{exe}} -s -f --keep-foreign-metadata-if-present -o {T}/kfa.flac {A}/mixed.aiff "
        f"2> /dev/null",
        f"{{exe}} -d -s -f --keep-foreign-metadata -o {T}/kfa.aiff {T}/kfa.flac 2> /dev/null "
        f"&& cmp {T}/kfa.aiff {A}/mixed.aiff",
        # Raw PCM both ways, little/big endian, signed/unsigned.
        f"{{exe}} -d -s -f --force-raw-format --endian=little --sign=signed "
        f"-o {T}/music.raw {T}/music.flac",
        f"{{exe}} -s -f --force-raw-format --endian=little --sign=signed --channels=2 --bps=16 "
        f"--sample-rate=44100 -o {T}/raw.flac {T}/music.raw",
        f"{{exe}} -d -s -f --force-raw-format --endian=big --sign=unsigned "
        f"-o {T}/voice.raw {T}/voice.flac",
        f"cat {T}/voice.raw | {{exe}} -s -f --force-raw-format --endian=big --sign=unsigned "
        f"--channels=1 --bps=8 --sample-rate=22050 --input-size=$(stat -c %s {T}/voice.raw) "
        f"-o {T}/rawv.flac - && {{exe}} -d -s -c {T}/rawv.flac | cmp - {A}/voice.wav",
        f"{{exe}} -d -s -f --force-raw-format --endian=big --sign=signed "
        f"-o {T}/hires.raw {T}/hires.flac",
        f"{{exe}} -s -f --force-raw-format --endian=big --sign=signed --channels=2 --bps=24 "
        f"--sample-rate=96000 -3 -o {T}/rawh.flac {T}/hires.raw",
        # Other containers out and back in.
        f"{{exe}} -d -s -f --force-rf64-format -o {T}/h.rf64 {T}/hires.flac",
        f"{{exe}} -d -s -f --force-wave64-format -o {T}/s.w64 {T}/l4.flac",
        f"{{exe}} -d -s -f --force-aiff-format -o {T}/m.aiff {T}/album.flac",
        f"{{exe}} -d -s -f --force-legacy-wave-format -o {T}/s.wav {T}/l4.flac",
        f"{{exe}} -s -f -o {T}/h2.flac {T}/h.rf64 && {{exe}} -s -f -o {T}/s2.flac {T}/s.w64 "
        f"&& {{exe}} -s -f -o {T}/m2.flac {T}/m.aiff",
        # Pipes and flac-to-flac re-encoding.
        f"cat {A}/voice.wav | {{exe}} -s -c - 2> /dev/null | {{exe}} -d -s -c - 2> /dev/null "
        f"| cmp - {A}/voice.wav",
        f"{{exe}} -d -c -s {T}/album.flac | {{exe}} -s -c -2 --ignore-chunk-sizes - "
        f"2> /dev/null > {T}/pipe.flac",
        f"{{exe}} -s -f -8 -o {T}/re.flac {T}/album.flac",
        f"{{exe}} -s -f -1 --skip=4410 --until=-0:00.25 -o {T}/re2.flac {T}/l6.flac",
        # A long recording with a dense seek table, then seeking decodes into it.
        f"cat {T}/music.raw {T}/music.raw {T}/music.raw {T}/music.raw > {T}/long.raw && "
        f"{{exe}} -s -f -7 -S 2s --force-raw-format --endian=little --sign=signed --channels=2 "
        f"--bps=16 --sample-rate=44100 -o {T}/long.flac {T}/long.raw",
        f"for r in '0:03.2 0:05' '0:17.9 0:18.4' '0:30 0:33.3' '1234567 1300000'; do set -- $r; "
        f"{{exe}} -d -s -f --skip=$1 --until=$2 -o {T}/seek.wav {T}/long.flac || exit 1; done",
        # Decoding: ranges, cue tracks, testing, analysis.
        f"{{exe}} -d -s -f --skip=0:01.5 --until=-0:01.0 -o {T}/d1.wav {T}/music.flac",
        f"{{exe}} -d -s -f --skip=1000 --until=90000 -o {T}/d2.wav {T}/hires.flac",
        f"{{exe}} -d -s -f --cue=2.1-3.1 -o {T}/track2.wav {T}/album.flac",
        f"{{exe}} -d -s -f --cue=3.1 -o {T}/track3.wav {T}/album.flac",
        f"{{exe}} -d -f {T}/l0_surround.flac -o {T}/d3.wav 2> {T}/d3.log",
        f"{{exe}} -t {T}/*.flac 2> {T}/test.log",
        f"{{exe}} -a -s --residual-text -o {T}/voice.ana {T}/voice.flac",
        f"{{exe}} -a -s -o {T}/album.ana {T}/album.flac",
        # --residual-gnuplot writes its plot files into the current folder.
        f"mkdir -p {T}/gp && cd {T}/gp && {{exe}} -a -s --residual-gnuplot -o mixed.ana {T}/mixed.flac",
        # Damaged streams: a scribbled-over frame and a truncated file.
        f"cp {T}/music.flac {T}/bad.flac && printf 'scribbled over by a test' "
        f"| dd of={T}/bad.flac bs=1 seek=100000 conv=notrunc 2> /dev/null",
        f"{{exe}} -t -s {T}/bad.flac 2> /dev/null; test $? = 1",
        f"{{exe}} -d -F -s -f -o {T}/bad.wav {T}/bad.flac 2> /dev/null",
        f"head -c 150000 {T}/album.flac > {T}/trunc.flac && "
        f"{{exe}} -d -F -f -o {T}/trunc.wav {T}/trunc.flac 2> /dev/null",
        f"{{exe}} -s -f -o {T}/none.flac {T}/does-not-exist.wav 2> /dev/null; test $? = 1",
        f"{{exe}} -s -f -o {T}/junk.flac {B}/notes.txt 2> /dev/null; test $? = 1",
        # File handling: modtime, deleting the input, warnings as errors.
        f"cp {A}/voice.wav {T}/gone.wav && {{exe}} -s -f --preserve-modtime --delete-input-file "
        f"{T}/gone.wav && test ! -e {T}/gone.wav && test -s {T}/gone.flac",
        f"{{exe}} -s -f -w -o {T}/strict.flac {A}/studio20.wav",
    ],
}
