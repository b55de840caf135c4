#!/usr/bin/env bash
# Issue 18: `render` and `worksheet` finish or refuse within 10 s on the heaviest input the loaders accept. Times,
# from cold, each of
#   render    the heaviest accepted shot (1,000 objects, just inside the work budget): must finish
#   render    the same at 300 px a frame (just past the budget): must refuse, exit 2
#   worksheet a lesson of 20 questions (the most) on the heaviest shot with swept: 40 runs inside the budget, finish
#   worksheet one question with simple (its run the slowest; two fit the budget): finish
#   worksheet 20 questions with simple: past the budget, must refuse, exit 2
# and says PASS or FAIL against 10 s, after two baselines (a light render, a shipped lesson's worksheet) that say
# what the JVM, JavaFX and the PDF library cost on the machine at the time. Kept out of `mvn verify` (no timing there); the budget itself is tested in
# HeavyInputTest and RenderWorksheetBudgetTest.
#
#   bench/heavy-jobs.sh            (needs target/bounce-lab.jar: mvn -o -q package -DskipTests)
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

LIMIT_MS=10000
JAVA=${JAVA:-java}
JAR=target/bounce-lab.jar
[ -f "$JAR" ] || { echo "no $JAR: mvn -o -q package -DskipTests" >&2; exit 2; }
SHOT=src/test/resources/bouncelab/heaviest-shot.json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

sed 's/"vx": 9000, "vy": -12000/"vx": 10800, "vy": -14400/' "$SHOT" > "$work/past.json"
lesson() { # lesson DIR SHOT ALGORITHM QUESTIONS: each question at its own frame
    mkdir -p "$1/01-heavy"
    cp "$2" "$1/01-heavy/scenario.json"
    printf '01-heavy\n' > "$1/index.txt"
    {
        printf -- '---\ntitle: Heavy\narticle: "Pong - Collision Detection"\nalgorithm: %s\nframe: 1\n---\n\n# Heavy\n' "$3"
        for q in $(seq 1 "$4"); do
            printf '\n```question\nask: Question %d?\nchoices: yes | no\nanswer: no\nreveal-at-frame: %d\n```\n' "$q" $((q * 30))
        done
    } > "$1/01-heavy/lesson.md"
}
lesson "$work/swept" "$SHOT" swept 20
lesson "$work/one" "$SHOT" simple 1
lesson "$work/simple" "$SHOT" simple 20

fails=0
# check NAME WANT-EXIT COMMAND...: runs it, times it, checks the exit status and the time
check() {
    local name=$1 want=$2; shift 2
    local t0=${EPOCHREALTIME/./} rc=0
    "$@" > "$work/out.txt" 2>&1 || rc=$?
    local ms=$(((${EPOCHREALTIME/./} - t0) / 1000))
    local verdict=PASS
    if [[ "$name" == baseline* ]]; then
        verdict="(not judged)"
    elif [ "$rc" != "$want" ] || [ "$ms" -gt "$LIMIT_MS" ]; then
        verdict=FAIL; fails=$((fails + 1))
    fi
    printf '%-44s exit %s (want %s) %6d ms  %s\n' "$name" "$rc" "$want" "$ms" "$verdict"
    [ "$rc" = 0 ] || sed 's/^/    /' "$work/out.txt" | head -2
}

echo "load before: $(load)"
# what any render and worksheet cost on this machine now (the JVM, JavaFX, the PDF library): a light shot, a
# shipped lesson
check "baseline: render, lesson 1's shot" 0 $JAVA -jar "$JAR" render --scenario lessons/01-the-frame-loop/scenario.json \
    --out "$work/base.png"
check "baseline: worksheet (PDF), lesson 6" 0 $JAVA -jar "$JAR" worksheet --lesson 06-tunnelling --out "$work/base.pdf"
check "render, heaviest accepted shot" 0 $JAVA -jar "$JAR" render --scenario "$SHOT" --out "$work/ok.png"
check "render, past the work budget" 2 $JAVA -jar "$JAR" render --scenario "$work/past.json" --out "$work/past.png"
check "worksheet (PDF), 20 questions, swept" 0 $JAVA -Dbouncelab.lessons.dir="$work/swept" -jar "$JAR" worksheet \
    --lesson 01-heavy --out "$work/swept.pdf"
check "worksheet (HTML), 20 questions, swept" 0 $JAVA -Dbouncelab.lessons.dir="$work/swept" -jar "$JAR" worksheet \
    --lesson 01-heavy --out "$work/swept.html"
check "worksheet (PDF), 1 question, simple" 0 $JAVA -Dbouncelab.lessons.dir="$work/one" -jar "$JAR" worksheet \
    --lesson 01-heavy --out "$work/one.pdf"
check "worksheet, 20 questions, simple: past budget" 2 $JAVA -Dbouncelab.lessons.dir="$work/simple" -jar "$JAR" \
    worksheet --lesson 01-heavy --out "$work/simple.pdf"
echo "load after: $(load)"
[ "$fails" = 0 ] && echo "all within $((LIMIT_MS / 1000)) s" || { echo "$fails over the limit or wrong"; exit 1; }
