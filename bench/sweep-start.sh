#!/usr/bin/env bash
# A full default sweep from cold against the JVM and picocli starting: wall time of
#   java -jar target/bounce-lab.jar sweep --thickness 12 --diameter 16 --speeds 1:60:1 --shots 1000
# against
#   java -jar target/bounce-lab.jar --help
# run in turn (each pair alternates which goes first), and the ratio. Medians over the pairs.
#
#   bench/sweep-start.sh [PAIRS]          (default 5 pairs)
#   JAVA="java -XX:SharedArchiveFile=target/bounce-lab.jsa" bench/sweep-start.sh
#   RUN=/opt/bounce-lab/bin/bounce-lab bench/sweep-start.sh     (the installed app's launcher)
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

PAIRS=${1:-5}
JAVA=${JAVA:-java}
RUN=${RUN:-$JAVA -jar target/bounce-lab.jar}
SWEEP="$RUN sweep --thickness 12 --diameter 16 --speeds 1:60:1 --shots 1000"
HELP="$RUN --help"
[ -f target/bounce-lab.jar ] || { echo "no target/bounce-lab.jar: mvn -o -q package -DskipTests" >&2; exit 2; }

# Runs the command to its end, output thrown away; sets MS.
time_run() {
    local t0=${EPOCHREALTIME/./}
    $1 >/dev/null 2>&1 || { echo "failed: $1" >&2; exit 1; }
    MS=$(((${EPOCHREALTIME/./} - t0) / 1000))
}

echo "sweep: $SWEEP"
echo "help:  $HELP"
echo "load before: $(load)"
time_run "$SWEEP"   # warm-up, not counted
time_run "$HELP"
sweeps=(); helps=(); ratios=()
for i in $(seq "$PAIRS"); do
    if [ $((i % 2)) -eq 1 ]; then
        time_run "$SWEEP"; s=$MS; time_run "$HELP"; h=$MS
    else
        time_run "$HELP"; h=$MS; time_run "$SWEEP"; s=$MS
    fi
    r=$(ratio "$s" "$h")
    sweeps+=("$s"); helps+=("$h"); ratios+=("$r")
    echo "pair $i: sweep $s ms, --help $h ms, ratio $r (load $(load))"
done
echo "median of $PAIRS pairs: sweep $(median "${sweeps[@]}") ms, --help $(median "${helps[@]}") ms, ratio $(median "${ratios[@]}")"
echo "load after: $(load)"
