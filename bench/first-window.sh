#!/usr/bin/env bash
# Time to the first mapped window of the app against a bare JavaFX window with one label (bench/BareWindow.java),
# started in turn under a private Xvfb, and the ratio of the two. Each pair alternates which goes first; the
# medians are over the pairs. Needs Xvfb, xev, xwininfo and a built jar (mvn -o -q package -DskipTests).
#
#   bench/first-window.sh [PAIRS]                      (default 5 pairs)
#   APP=/opt/bounce-lab/bin/bounce-lab bench/first-window.sh     (the installed app: mvn -Pinstaller package, then install the .deb)
#
# APP is the command timed (default: java -jar target/bounce-lab.jar); BARE the yardstick (default: the bare
# window on the same jar's JavaFX). A window counts when it is mapped, is not an override-redirect popup, and is
# at least 200 × 200. Both run with user.home in a fresh temporary folder, so no preferences or recovery copy
# from earlier runs change what the app does at start.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

PAIRS=${1:-5}
APP=${APP:-java -jar target/bounce-lab.jar}
BARE=${BARE:-java -cp target/bounce-lab.jar:target/bench BareWindow}
[ -f target/bounce-lab.jar ] || { echo "no target/bounce-lab.jar: mvn -o -q package -DskipTests" >&2; exit 2; }
mkdir -p target/bench
javac -cp target/bounce-lab.jar -d target/bench bench/BareWindow.java

tmp=$(mktemp -d)
mkdir -p "$tmp/home"
D=90
while [ -e /tmp/.X11-unix/X$D ] || [ -e /tmp/.X$D-lock ]; do D=$((D + 1)); done
XVFB=; XEV=; PID=
cleanup() {
    [ -n "$PID" ] && kill "$PID" 2>/dev/null || true
    [ -n "$XEV" ] && kill "$XEV" 2>/dev/null || true
    [ -n "$XVFB" ] && kill "$XVFB" 2>/dev/null || true
    rm -rf "$tmp"
}
trap cleanup EXIT
Xvfb :$D -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
XVFB=$!
export DISPLAY=:$D
for _ in $(seq 100); do xwininfo -root >/dev/null 2>&1 && break; sleep 0.1; done
mkfifo "$tmp/events"
stdbuf -oL xev -root -event substructure >"$tmp/events" 2>/dev/null &
XEV=$!
exec 3<"$tmp/events"
export JAVA_TOOL_OPTIONS="-Duser.home=$tmp/home"

# Starts the command, waits for its first large top-level window to be mapped, stops it; sets MS.
time_window() {
    local t0=${EPOCHREALTIME/./} t1 line id area
    $1 >>"$tmp/out.log" 2>&1 &
    PID=$!
    MS=
    while IFS= read -r -t 120 -u 3 line; do
        [[ $line == MapNotify* ]] || continue
        t1=${EPOCHREALTIME/./}
        IFS= read -r -t 5 -u 3 line || break
        [[ $line == *"override NO"* ]] || continue
        id=$(sed -E 's/.*window (0x[0-9a-f]+).*/\1/' <<<"$line")
        area=$(xwininfo -id "$id" 2>/dev/null | awk '/Width:/ { w = $2 } /Height:/ { h = $2 } END { print w * h + 0 }')
        if [ "$area" -ge 40000 ]; then
            MS=$(((t1 - t0) / 1000))
            break
        fi
    done
    kill "$PID" 2>/dev/null || true
    wait "$PID" 2>/dev/null || true
    PID=
    [ -n "$MS" ] || { echo "no window from: $1 (see its output below)" >&2; tail -20 "$tmp/out.log" >&2; exit 1; }
}

echo "app:  $APP"
echo "bare: $BARE"
echo "load before: $(load)"
# warm-up, not counted: page cache, JavaFX's native libraries unpacked into the fresh home, as a second start on any
# machine finds them
time_window "$APP"
time_window "$BARE"
apps=(); bares=(); ratios=()
for i in $(seq "$PAIRS"); do
    if [ $((i % 2)) -eq 1 ]; then
        time_window "$APP"; a=$MS; time_window "$BARE"; b=$MS
    else
        time_window "$BARE"; b=$MS; time_window "$APP"; a=$MS
    fi
    r=$(ratio "$a" "$b")
    apps+=("$a"); bares+=("$b"); ratios+=("$r")
    echo "pair $i: app $a ms, bare $b ms, ratio $r (load $(load))"
done
echo "median of $PAIRS pairs: app $(median "${apps[@]}") ms, bare $(median "${bares[@]}") ms, ratio $(median "${ratios[@]}")"
echo "load after: $(load)"
