#!/usr/bin/env bash
# Makes every picture in screenshots/ with the render command, headless: the ones renders.txt lists, and one a
# lesson. The pictures are never edited by hand: change the code or a lesson, then run this again. The same code
# gives the same bytes (RenderCommandTest checks each picture against what the code draws now).
#   screenshots/make.sh
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -q -B package -DskipTests
render() { java -jar target/bounce-lab.jar render "$@"; }

while read -r line; do
    case "$line" in ""|\#*) continue ;; esac
    read -ra options <<< "$line"
    render "${options[@]}"
done < screenshots/renders.txt
while read -r id; do
    case "$id" in ""|\#*) continue ;; esac
    render --lesson "$id" --out "screenshots/lesson-$id.png" # zoomed as the lesson opens
done < lessons/index.txt
echo "screenshots/ made again; git status shows which pictures changed."
