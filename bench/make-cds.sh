#!/usr/bin/env bash
# An application class-data-sharing archive (AppCDS) for the jar launcher: the classes the first window and the
# command line load, read from one file mapped at start instead of parsed and verified from the jar each time.
# Opens the window once on a private Xvfb for a few seconds and closes it (the archive is written as the JVM exits):
# the window's classes, and with them the JDK's and the core's that the command line uses too. Needs Xvfb and
# target/bounce-lab.jar; the archive belongs to that jar and that JDK: make it again after a rebuild. Use it with
#   java -XX:SharedArchiveFile=target/bounce-lab.jsa -jar target/bounce-lab.jar
#   JAVA="java -XX:SharedArchiveFile=target/bounce-lab.jsa" bench/sweep-start.sh
#   APP="java -XX:SharedArchiveFile=target/bounce-lab.jsa -jar target/bounce-lab.jar" bench/first-window.sh
#
#   bench/make-cds.sh [SECONDS]       (default 8: long enough for the first window on a loaded machine)
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_OPEN=${1:-8}
[ -f target/bounce-lab.jar ] || { echo "no target/bounce-lab.jar: mvn -o -q package -DskipTests" >&2; exit 2; }
tmp=$(mktemp -d)
D=90
while [ -e /tmp/.X11-unix/X$D ] || [ -e /tmp/.X$D-lock ]; do D=$((D + 1)); done
Xvfb :$D -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
XVFB=$!
trap 'kill $XVFB 2>/dev/null || true; rm -rf "$tmp"' EXIT
for _ in $(seq 100); do DISPLAY=:$D xwininfo -root >/dev/null 2>&1 && break; sleep 0.1; done
rm -f target/bounce-lab.jsa target/bounce-lab-window.jsa
# the window: TERM after a few seconds is an orderly exit, so the archive is written
DISPLAY=:$D timeout "$SECONDS_OPEN" java -Duser.home="$tmp" -Xlog:cds=off -Xlog:cds+dynamic=off \
    -XX:ArchiveClassesAtExit=target/bounce-lab.jsa -jar target/bounce-lab.jar >/dev/null 2>&1 || true
[ -f target/bounce-lab.jsa ] || { echo "no archive was written" >&2; exit 1; }
ls -l target/bounce-lab.jsa
