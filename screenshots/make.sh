#!/usr/bin/env bash
# Makes every picture in screenshots/ with the render command, headless. The pictures are never edited by hand:
# change the code or a lesson, then run this again. The same code gives the same bytes.
#   screenshots/make.sh
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -q -B package -DskipTests
render() { java -jar target/bounce-lab.jar render "$@"; }

render --scenario screenshots/pong-fast-ball.json --frame 14 --zoom working --algorithm simple \
    --out screenshots/window-tunnel.png
render --scenario screenshots/pong-fast-ball.json --frame 14 --zoom working --algorithm swept \
    --out screenshots/window-swept.png
render --scenario screenshots/pong-fast-ball.json --view compare --frame 14 --out screenshots/compare.png
render --scenario screenshots/pong-fast-ball.json --view sweep --out screenshots/sweep.png
render --scenario screenshots/yours-box-test.json --view yours --size 1024x768 \
    --out screenshots/yours-box-test.png # the Your test tab: the slides' box test, compiled and graded
render --lesson 09-phantom-corners --theme dark --out screenshots/theme-dark.png
render --lesson 05-intersection-centre --theme high-contrast --presenting \
    --out screenshots/presenting-high-contrast.png
# a classroom projector at 1024 × 768: the window, and presenting each view (the projector theme on the court)
render --lesson 06-tunnelling --size 1024x768 --out screenshots/small-1024x768-lesson.png
render --lesson 06-tunnelling --size 1024x768 --presenting --theme projector \
    --out screenshots/small-1024x768-presenting.png
render --scenario screenshots/pong-fast-ball.json --view compare --frame 14 --size 1024x768 --presenting \
    --out screenshots/small-1024x768-compare-presenting.png
render --scenario screenshots/pong-fast-ball.json --view sweep --size 1024x768 --presenting \
    --out screenshots/small-1024x768-sweep-presenting.png
while read -r id; do
    case "$id" in ""|\#*) continue ;; esac
    render --lesson "$id" --out "screenshots/lesson-$id.png" # zoomed as the lesson opens
done < lessons/index.txt
echo "screenshots/ made again; git status shows which pictures changed."
