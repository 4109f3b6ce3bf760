# lame: the LAME MP3 encoder front end (Debian source package lame), which also decodes
# MPEG audio (mpglib). Workload: gen.py synthesises inputs of many shapes (a 44.1 kHz stereo
# band mix, 16 kHz speech, 8-bit, 24-bit extensible, IEEE float and 32-bit WAVs, AIFF and
# little-endian AIFF-C, big-endian raw PCM, hand-built MPEG-1 Layer I and Layer II streams);
# the commands encode them as CBR, ABR and VBR (old and new) at many bitrates, qualities and
# presets, with every channel mode, resampling to the MPEG-2 and 2.5 rates, filters, scaling,
# psychoacoustic switches, CRCs, free format, ReplayGain, ID3v1/v2 tags (with a picture),
# gapless sets, pipes and raw input; then decode the results (WAV and raw, with and without
# tags), transcode MP1/MP2/MP3 to MP3, and try broken inputs and bad options.
B = "{bench}/lame"
A = "{tmp}/a"  # generated inputs
T = "{tmp}"
Q = "{exe} --silent"  # inserted into f-strings as is: single braces

PROGRAM = {
    "name": "lame",
    "pkg": "lame",
    "libs": ["-lm"],
    "runs": [
        f"python3 {B}/gen.py {A}",
        # CBR: default settings, then bitrates with every channel mode.
        f"{Q} {A}/band.wav {T}/band.mp3",
        f"{Q} -b 320 -m s {A}/band.wav {T}/b320s.mp3",
        f"{Q} -b 256 -m d {A}/hires.wav {T}/b256d.mp3",
        f"{Q} -b 192 -m f -h {A}/band.wav {T}/b192f.mp3",
        f"{Q} -b 96 -m j {A}/float.wav {T}/b96j.mp3",
        f"{Q} -b 64 -m m {A}/band.wav {T}/b64m.mp3",
        f"{Q} -b 48 -a -m m {A}/sweep.aiff {T}/b48a.mp3",
        f"{Q} -b 24 {A}/speech.wav {T}/speech24.mp3",
        f"{Q} -b 8 {A}/lofi.wav {T}/lofi8.mp3",
        f"{Q} -b 112 -m l {A}/hires.wav {T}/left.mp3 && {Q} -b 112 -m r {A}/hires.wav "
        f"{T}/right.mp3",
        f"{Q} --cbr -b 160 -q 0 {A}/hires.wav {T}/q0.mp3",
        f"for q in 1 4 5 6 7 8 9; do {Q} -b 128 -q $q {A}/float.wav {T}/q$q.mp3 || exit 1; done",
        f"{Q} -f -b 128 {A}/int32.wav {T}/fast.mp3",
        # VBR, new and old model, every quality, bitrate limits, tags.
        f"for v in 0 1 2 3 4 5 6 7 8 9; do {Q} -V $v {A}/band.wav {T}/v$v.mp3 || exit 1; done",
        f"{Q} -V 4.5 -q 2 {A}/speech.wav {T}/v45.mp3",
        f"{Q} --vbr-old -V 2 {A}/band.wav {T}/old2.mp3",
        f"{Q} --vbr-old -V 6 -b 64 -B 160 -F {A}/hires.wav {T}/old6.mp3",
        f"{Q} --vbr-new -V 3 -b 96 -B 224 -Y {A}/float.wav {T}/v3lim.mp3",
        f"{Q} -v -t {A}/sweep.aiff {T}/notag.mp3",
        f"{Q} -V 5 -T -m m {A}/int32.wav {T}/v5mono.mp3",
        f"{Q} -V 0 -q 0 {A}/mixed.aifc {T}/mixed.mp3",
        # ABR and presets.
        f"{Q} --abr 56 {A}/speech.wav {T}/abr56.mp3",
        f"{Q} --abr 200 -b 128 -B 256 {A}/band.wav {T}/abr200.mp3",
        f"for p in medium standard extreme insane 96 phone voice fm hifi cd studio mw-us; do "
        f"{Q} --preset $p {A}/float.wav {T}/preset-$p.mp3 || exit 1; done",
        f"{Q} --preset cbr 128 {A}/sweep.aiff {T}/pcbr.mp3",
        f"{Q} --comp 11 {A}/sweep.aiff {T}/comp.mp3",
        # Resampling to MPEG-2 / 2.5 rates, filters, gain changes.
        f"for r in 8 11.025 12 16 22.05 24 32 48; do {Q} --resample $r {A}/band.wav "
        f"{T}/rs$r.mp3 || exit 1; done",
        f"{Q} -V 4 --resample 16 {A}/hires.wav {T}/rs16v.mp3",
        f"{Q} --lowpass 8 --lowpass-width 2 --highpass 0.3 --highpass-width 0.2 "
        f"{A}/band.wav {T}/filt.mp3",
        f"{Q} --lowpass 19.5 -b 256 {A}/sweep.aiff {T}/lp.mp3",
        f"{Q} --scale 0.5 --swap-channel {A}/band.wav {T}/scale.mp3",
        f"{Q} --scale-l 1.5 --scale-r 0.3 {A}/hires.wav {T}/scalelr.mp3",
        f"{Q} --gain -6 -V 2 {A}/float.wav {T}/gain.mp3",
        f"{Q} --gain 9.5 --clipdetect {A}/band.wav {T}/loud.mp3",
        # Psychoacoustic switches.
        f"{Q} --noshort {A}/band.wav {T}/noshort.mp3",
        f"{Q} --allshort -b 192 {A}/float.wav {T}/allshort.mp3",
        f"{Q} --short --notemp --nssafejoint --nspsytune {A}/band.wav {T}/psy.mp3",
        f"{Q} --athaa-sensitivity -8 -V 2 {A}/band.wav {T}/athaa.mp3",
        # Stream format: CRC, copyright/original bits, emphasis, reservoir, ISO, free format.
        f"{Q} -p -c -o -e 5 {A}/band.wav {T}/crc.mp3",
        f"{Q} -e c -p -V 3 {A}/speech.wav {T}/crcv.mp3",
        f"{Q} --nores -b 128 {A}/band.wav {T}/nores.mp3",
        f"{Q} --strictly-enforce-ISO -V 1 {A}/hires.wav {T}/iso.mp3",
        f"{Q} --buffer-constraint strict -b 320 {A}/float.wav {T}/strict.mp3",
        f"{Q} --buffer-constraint maximum -b 320 {A}/float.wav {T}/max.mp3",
        f"{Q} --freeformat -b 400 {A}/band.wav {T}/free.mp3",
        f"{Q} --freeformat -b 40 --resample 16 {A}/speech.wav {T}/free16.mp3",
        f"{Q} --noreplaygain -b 160 {A}/hires.wav {T}/norg.mp3",
        f"{Q} --replaygain-accurate -V 2 {A}/sweep.aiff {T}/rga.mp3",
        f"{Q} --replaygain-fast --flush {A}/lofi.wav {T}/rgf.mp3",
        # Tags: ID3v1 and v2, numeric and named genres, a picture, user frames, padding.
        f"{Q} --tt 'Synthetic Band' --ta 'Freqpath Players' --tl 'Workloads' --ty 2024 "
        f"--tc 'made by gen.py' --tn 3/12 --tg Rock {A}/band.wav {T}/tagged.mp3",
        f"{Q} --add-id3v2 --pad-id3v2-size 300 --tt 'Long title that does not fit into an "
        f"ID3 version one tag at all' --tg 105 --ti {A}/cover.png --tv TXXX=mood=bright "
        f"--tv 'COMM=eng=note=second comment' --tv TCOM=Oscillator --tv WOAR=http://example.org "
        f"{A}/speech.wav {T}/tag2.mp3",
        f"{Q} --id3v1-only --space-id3v1 --tt Short --ta Someone --tg Jazz --tn 7 "
        f"{A}/lofi.wav {T}/v1.mp3",
        f"{Q} --id3v2-only --id3v2-utf16 --tt 'Caf\u00e9 m\u00fcsik' --ta '\u00c5ngstr\u00f6m' "
        f"--tg 'Chill Beats' --ignore-tag-errors {A}/speech.wav {T}/utf16.mp3",
        f"{Q} --id3v2-latin1 --pad-id3v2 --tt 'Latin' --tv TPE2=Someone {A}/lofi.wav {T}/latin.mp3",
        f"{{exe}} --genre-list > {T}/genres.txt",
        # Raw PCM in: big endian, byte swapped, 8-bit unsigned, 24-bit.
        f"{Q} -r -s 24 --big-endian {A}/noise.raw {T}/noise.mp3",
        f"{Q} -r -s 24 -x -m j -V 4 {A}/noise.raw {T}/noisex.mp3",
        f"tail -c +45 {A}/lofi.wav > {T}/lofi.u8 && {Q} -r -s 11.025 --bitwidth 8 --unsigned "
        f"-m m {T}/lofi.u8 {T}/u8.mp3",
        f"tail -c +81 {A}/hires.wav | {Q} -r -s 48 --bitwidth 24 --signed --little-endian "
        f"- {T}/s24.mp3",
        # Pipes, a WAV whose length field is wrong, gapless sets, an output folder.
        f"cat {A}/band.wav | {Q} -V 2 - - > {T}/pipe.mp3",
        f"head -c 600000 {A}/band.wav > {T}/cut.wav && {Q} --ignorelength {T}/cut.wav {T}/cut.mp3",
        f"mkdir -p {T}/gap && {Q} --nogapout {T}/gap --nogap {A}/band.wav {A}/float.wav "
        f"{A}/hires.wav",
        f"mkdir -p {T}/gapt && {Q} -V 3 --nogaptags --nogapout {T}/gapt --nogap {A}/speech.wav "
        f"{A}/speech.wav",
        f"mkdir -p {T}/od && {Q} --out-dir {T}/od {A}/sweep.aiff",
        # Progress displays: the VBR histogram, the brief and verbose reports.
        f"{{exe}} -V 2 --disptime 0.05 {A}/band.wav {T}/shown.mp3 2> {T}/shown.log",
        f"{{exe}} -b 128 --brief {A}/float.wav {T}/brief.mp3 2> {T}/brief.log",
        f"{{exe}} --verbose -V 6 {A}/speech.wav {T}/verbose.mp3 2> {T}/verbose.log",
        f"{{exe}} --verbose --abr 96 --resample 22.05 -p {A}/hires.wav {T}/verbose2.mp3 "
        f"2> {T}/verbose2.log",
        f"{{exe}} -S --nohist -V 5 {A}/sweep.aiff {T}/nohist.mp3 2> /dev/null",
        # Decoding: CBR, VBR with the Xing/LAME tag, MPEG-2/2.5, mono, CRC, free format, tags.
        f"for f in band v0 v9 old2 abr200 b64m b320s rs8 rs11.025 rs16 rs24 crc free free16 "
        f"tag2 v1 utf16 pipe noise u8 mixed; do {Q} --decode {T}/$f.mp3 {T}/$f.dec.wav "
        f"|| exit 1; done",
        f"{Q} --decode -t {T}/b256d.mp3 {T}/b256d.raw",
        f"{Q} --decode --decode-mp3delay 1105 {T}/v5mono.mp3 {T}/delay.wav",
        f"{Q} --decode {T}/q0.mp3 - | cmp -s - {T}/q0.mp3; test $? = 1",
        f"{{exe}} --decode {T}/old6.mp3 {T}/old6.wav 2> {T}/dec.log",
        f"{{exe}} --decode --brief {T}/rs48.mp3 {T}/rs48.wav 2> {T}/dec2.log",
        # MPEG Layer I and II input (decode and transcode), MP3 to MP3.
        f"{Q} --decode --mp1input {A}/layer1.mp1 {T}/l1.wav",
        f"{Q} --decode {A}/layer1m.mp1 {T}/l1m.wav",
        f"{Q} --decode --mp2input {A}/layer2.mp2 {T}/l2.wav",
        f"{Q} --decode {A}/layer2b.mp2 {T}/l2b.wav",
        f"{Q} -V 4 {A}/layer2.mp2 {T}/from-mp2.mp3",
        f"{Q} -b 128 --mp1input {A}/layer1.mp1 {T}/from-mp1.mp3",
        f"{Q} --mp3input -b 64 {T}/band.mp3 {T}/re64.mp3",
        f"{Q} -V 7 --resample 22.05 {T}/v0.mp3 {T}/rev7.mp3",
        f"{Q} --mp3input -m m {T}/tag2.mp3 {T}/retag.mp3",
        # Decoding the decoded: WAV written by lame read back in.
        f"{Q} -V 2 {T}/rs8.dec.wav {T}/rs8b.mp3 && {Q} -b 32 {T}/l2b.wav {T}/l2b.mp3",
        # Damaged input: a truncated MP3, garbage in front of a stream, a corrupted frame.
        f"head -c 20000 {T}/band.mp3 > {T}/trunc.mp3 && {Q} --decode {T}/trunc.mp3 {T}/trunc.wav",
        f"(head -c 3000 {A}/noise.raw; cat {T}/v2.mp3) > {T}/junk.mp3 && "
        f"{{exe}} --decode {T}/junk.mp3 {T}/junk.wav 2> /dev/null",
        f"cp {T}/b320s.mp3 {T}/bad.mp3 && printf 'scribbled over by a test of the decoder' "
        f"| dd of={T}/bad.mp3 bs=1 seek=50000 conv=notrunc 2> /dev/null && "
        f"{{exe}} --decode {T}/bad.mp3 {T}/bad.wav 2> /dev/null",
        f"{Q} {B}/gen.py {T}/notaudio.mp3 2> /dev/null; test $? != 0",
        f"{Q} {T}/missing.wav {T}/missing.mp3 2> /dev/null; test $? != 0",
        f"{Q} --freeformat -b 700 {A}/band.wav {T}/x.mp3 2> /dev/null; test $? != 0",
        f"{Q} -m x {A}/band.wav {T}/x.mp3 2> /dev/null; test $? != 0",
        f"{{exe}} -b 1000 --resample 7 -V 12 {A}/lofi.wav {T}/odd.mp3 2> {T}/odd.log",
        f"{Q} --preset nonsense {A}/band.wav {T}/x.mp3 2> /dev/null; test $? != 0",
        f"{Q} --bogus-option {A}/band.wav 2> /dev/null; test $? != 0",
        f"{{exe}} --help > {T}/help.txt; {{exe}} --longhelp > {T}/longhelp.txt; "
        f"{{exe}} --preset help > {T}/presets.txt; {{exe}} --license > {T}/license.txt; "
        f"{{exe}} --version > {T}/version.txt",
    ],
}
