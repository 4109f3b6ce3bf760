# Run with GAWK_PERSIST_FILE set: the arrays survive between runs (gawk's persistent memory).
FNR > 1 { stock[$2] += $3; rows++ }
END {
    runs++
    files[FILENAME]
    printf "run %d: %d rows over %d files, %d items\n", runs, rows, length(files), length(stock)
}
