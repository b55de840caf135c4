# Shared by the start-up benchmarks: timing, medians, the load. Sourced, not run.

# Milliseconds since the epoch, from bash's own clock (no process started to read it).
now_ms() {
    local t=${EPOCHREALTIME/./}
    echo $((t / 1000))
}

# The median of the numbers given (the mean of the middle two for an even count).
median() {
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.4g\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# a / b to three decimals
ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f\n", a / b }'
}

load() {
    uptime | sed 's/.*load average: *//'
}
