package bouncelab.ui.render;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Corner;
import bouncelab.core.geometry.Intercept;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Segment;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.BrickGrid;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BounceLimit;
import bouncelab.core.trace.BoxTest;
import bouncelab.core.trace.BrickBroken;
import bouncelab.core.trace.BroadPhaseStats;
import bouncelab.core.trace.ChosenHit;
import bouncelab.core.trace.CornerTest;
import bouncelab.core.trace.EdgeTest;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.HitPaddleCall;
import bouncelab.core.trace.MoveStep;
import bouncelab.core.trace.Note;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.OverlapTest;
import bouncelab.core.trace.Overlay;
import bouncelab.core.trace.PhantomCorner;
import bouncelab.core.trace.PythagorasTest;
import bouncelab.core.trace.TraceItem;
import bouncelab.core.trace.TraceKind;
import bouncelab.core.trace.TraceKinds;
import bouncelab.core.trace.Tunnelled;
import bouncelab.words.Words;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The court drawn with a recording pen: what the renderer draws where, with no canvas and no window. */
class CourtRendererTest {
    /** A colour of its own for every court colour and every algorithm. */
    private static final Palette PALETTE = TestPalettes.distinct();

    private static final Viewport VIEW = Viewport.fit(800, 500, 1280, 800, 24);

    /** The Pong shot of the render command's test: 40 px a frame against a 12 px paddle. */
    private static final Scenario PONG = new Scenario(
            new Court(800, 500, EnumSet.of(Side.TOP, Side.BOTTOM)),
            1.0 / 60,
            new Ball(205, 230, 8, 2400, 120),
            List.of(new Paddle("right", new Rect(740, 200, 12, 120))),
            List.of(),
            null,
            Rules.DEFAULT,
            AlgorithmId.SIMPLE);

    private static CourtScene scene(Run run, int frame, Set<Overlay> overlays) {
        return new CourtScene(
                run.scenario().court(),
                run.state(frame - 1),
                run.state(frame),
                run.trace(frame),
                List.of(),
                overlays,
                0,
                false,
                null);
    }

    private static RecordingPen drawMoving(CourtScene scene) {
        RecordingPen pen = new RecordingPen(VIEW);
        new CourtRenderer(PALETTE).drawMoving(pen, scene);
        return pen;
    }

    /** Was MainWindowTest's: the tunnel drawn over the pixels where the trace says, and gone with its overlay. */
    @Test
    void theTunnelIsDrawnWhereTheTraceSaysAndGoesWithItsOverlay() {
        Run run = new Run(PONG, AlgorithmClasses.create(AlgorithmId.SIMPLE));
        int frame = 1;
        while (run.trace(frame).items(Tunnelled.class).isEmpty()) {
            frame++;
        }
        Tunnelled t = run.trace(frame).items(Tunnelled.class).get(0);
        Vec2 mid = t.firstTouch().lerp(t.lastTouch(), 0.5);
        Color tunnel = PALETTE.get(CourtColour.TUNNEL);

        RecordingPen on = drawMoving(scene(run, frame, Overlay.defaults()));
        assertTrue(on.covers(mid, tunnel), "tunnel colour drawn at " + VIEW.toScreen(mid));
        assertTrue(
                on.calls("line").stream()
                        .anyMatch(c -> c.colour().equals(tunnel)
                                && c.at().equals(List.of(t.firstTouch(), t.lastTouch()))
                                && c.width() == 6),
                "the ball's way through");
        assertTrue(
                on.calls("strokeRect").stream()
                        .anyMatch(c -> c.colour().equals(tunnel)
                                && c.at().equals(List.of(new Vec2(740, 200), new Vec2(752, 320)))),
                "the paddle it went through");
        assertTrue(on.calls("label").stream().anyMatch(c -> c.text().startsWith("tunnelled through right")));

        Set<Overlay> off = Overlay.defaults();
        off.remove(Overlay.TUNNEL);
        RecordingPen without = drawMoving(scene(run, frame, off));
        assertFalse(without.covers(mid, tunnel), "tunnel gone");
        assertTrue(without.calls("label").stream().noneMatch(c -> c.text().startsWith("tunnelled")));
    }

    /**
     * The whole court on a small canvas draws the ball a few px across: it keeps its true size and gains a ring of a
     * fixed screen size in its colour; drawn large, it has no ring.
     */
    @Test
    void aBallDrawnSmallIsRingedAndKeepsItsTrueSize() {
        Run run = new Run(PONG, AlgorithmClasses.create(AlgorithmId.SIMPLE));
        Color ball = PALETTE.get(CourtColour.BALL);
        Vec2 centre = run.state(1).ball().centre();
        Viewport small = Viewport.fit(800, 500, 400, 250, 0); // half size: the radius of 8 is 4 px
        RecordingPen pen = new RecordingPen(small);
        new CourtRenderer(PALETTE).drawMoving(pen, scene(run, 1, Overlay.defaults()));

        List<RecordingPen.Call> rings = pen.in(ball).stream()
                .filter(c -> c.what().equals("strokeCircle"))
                .toList();
        assertEquals(1, rings.size(), "one ring: " + pen.in(ball));
        assertEquals(List.of(centre), rings.get(0).at());
        assertEquals(CourtRenderer.SMALL_BALL_RING, rings.get(0).size() * small.scale(), 1e-9, "screen radius");
        assertTrue(
                pen.calls("fillCircle").stream().anyMatch(c -> c.size() == 8 && c.at().equals(List.of(centre))),
                "the ball at its true radius");

        RecordingPen large = drawMoving(scene(run, 1, Overlay.defaults()));
        assertTrue(
                large.in(ball).stream().noneMatch(c -> c.what().equals("strokeCircle")),
                "no ring at " + VIEW.scale() + " px per court px");
    }

    /** Issue 13: with labels on, paddles and bricks carry the ids the working names them by; off, they do not. */
    @Test
    void paddlesAndBricksCarryTheirIdsWhenLabelsAreOn() {
        Scenario shot = PONG.withBricks(
                List.of(new Brick("b1", new Rect(300, 60, 80, 30)), new Brick("b2", new Rect(300, 120, 3, 3))));
        Run run = new Run(shot, AlgorithmClasses.create(AlgorithmId.SIMPLE));
        RecordingPen on = drawMoving(scene(run, 1, Overlay.defaults()));
        Map<String, Vec2> at = on.calls("label").stream()
                .collect(Collectors.toMap(RecordingPen.Call::text, c -> c.at().get(0), (a, b) -> a));
        assertEquals(new Vec2(740, 200), at.get("right"), "the paddle's id at its top-left: " + at);
        assertEquals(new Vec2(300, 60), at.get("b1"), "the brick's id inside it: " + at);
        assertFalse(at.containsKey("b2"), "a brick too small on screen to hold its id has none");

        Set<Overlay> off = Overlay.defaults();
        off.remove(Overlay.LABELS);
        assertTrue(drawMoving(scene(run, 1, off)).calls("label").stream()
                .noneMatch(c -> c.text().equals("right") || c.text().equals("b1")));
    }

    /** Issue 13: the tunnel's toi is a few ms, which three decimals of a second wrote as "toi 0 s". */
    @Test
    void aShortToiIsWrittenInMilliseconds() {
        Scenario fast = PONG.withBall(new Ball(205, 230, 8, 24000, 0));
        Run run = new Run(fast, AlgorithmClasses.create(AlgorithmId.SIMPLE));
        int frame = 1;
        while (run.trace(frame).items(Tunnelled.class).isEmpty()) {
            frame++;
        }
        double toi = run.trace(frame).items(Tunnelled.class).get(0).toi();
        List<String> texts = drawMoving(scene(run, frame, Overlay.defaults())).calls("label").stream()
                .map(RecordingPen.Call::text)
                .filter(t -> t.startsWith("tunnelled"))
                .toList();
        assertEquals(1, texts.size(), texts::toString);
        assertFalse(texts.get(0).contains("toi 0 s"), texts.get(0));
        assertTrue(texts.get(0).endsWith("ms"), texts.get(0));
        double ms = Double.parseDouble(texts.get(0).replaceAll(".* toi ([0-9.]+) ms", "$1"));
        assertEquals(toi * 1000, ms, 0.0005 * Math.max(1, toi * 1000), texts.get(0));
    }

    private static final Rect PADDLE = new Rect(500, 200, 20, 100);
    private static final Vec2 A = new Vec2(440, 250);
    private static final Vec2 B = new Vec2(495, 252);

    /** One item of each kind, every one about the paddle (which the expanded edges outline whatever the trace). */
    private static final Map<Class<?>, TraceItem> SPECIMENS = Stream.of(
                    new MoveStep(1, A, B, new Vec2(3300, 120), new Vec2(3300, 120), 1.0 / 60, 0),
                    new BoxTest("paddle", B, 16, PADDLE, 5, 2, true),
                    new HitPaddleCall("paddle", B, 16, PADDLE, true),
                    new PythagorasTest("paddle", B, 16, PADDLE, 5, 2, PythagorasTest.CORNER_TEST, 40, true),
                    new OverlapTest(
                            "paddle", Rect.aroundCircle(B, 8), PADDLE, Rect.fromEdges(500, 244, 503, 260), -1, 0),
                    new EdgeTest(
                            "paddle",
                            Side.LEFT,
                            1,
                            Intercept.of(new Segment(A, B), new Segment(new Vec2(492, 192), new Vec2(492, 308))),
                            true,
                            ""),
                    new CornerTest("paddle", Corner.TOP_LEFT, new Vec2(500, 200), 8, new Segment(A, B), 1, 0.5, true),
                    new ChosenHit("paddle", Side.LEFT, null, new Vec2(492, 251.7), 0.85, 1.0 / 60, 0.014, 0.0025, 1),
                    new Bounce(
                            "paddle",
                            Side.LEFT,
                            new Vec2(492, 251.7),
                            new Vec2(3300, 120),
                            new Vec2(-3300, 120),
                            "vx = −vx",
                            0.014,
                            1),
                    new Tunnelled("paddle", Side.LEFT, new Vec2(492, 250), new Vec2(528, 251), 0.01),
                    new PhantomCorner("paddle", Side.LEFT, new Vec2(492, 195), new Vec2(500, 200), 9.4, 8),
                    new BroadPhaseStats("grid", 10, 1, 1, 3, 1, 10, List.of(new Rect(480, 240, 40, 40))),
                    new Out(Side.RIGHT, new Vec2(800, 260), 0.01),
                    new BrickBroken("gone"),
                    new BounceLimit(10, B, 0.012, 0.004),
                    new Note("paddle", "not counted"))
            .collect(Collectors.toMap(Object::getClass, Function.identity()));

    private static RecordingPen draw(List<TraceItem> items, Set<Overlay> overlays) {
        Ball ball = new Ball(A.x(), A.y(), 8, 3300, 120);
        Scenario shot = PONG.withBall(ball).withPaddles(List.of(new Paddle("paddle", PADDLE)));
        SimState before = SimState.initial(shot);
        SimState after = new SimState(1, 1.0 / 60, ball.at(B), before.paddles(), before.bricks(), false);
        FrameTrace t = new FrameTrace(1, 0, 1.0 / 60, "swept", ball, ball.at(B), A, B, List.of(A, B), items);
        return drawMoving(new CourtScene(shot.court(), before, after, t, List.of(), overlays, 0, false, null));
    }

    /**
     * Every kind of item draws something on each overlay its record names, and nothing with all of those off (the
     * rest on); the two kinds marked whatever is on draw with every overlay off; the others never draw by
     * themselves (the frame's path is drawn from the frame).
     */
    @Test
    void everyKindOfItemDrawsOnItsOverlaysAndNothingWhenTheyAreOff() {
        for (TraceKind<?> k : TraceKinds.ALL) {
            TraceItem item = SPECIMENS.get(k.type());
            assertNotNull(item, "a specimen of " + k + " for this test");
            List<TraceItem> alone = List.of(item);
            for (Overlay o : k.overlays()) {
                for (Set<Overlay> on : List.of(EnumSet.of(o), EnumSet.of(o, Overlay.LABELS))) {
                    assertNotEquals(draw(List.of(), on).calls(), draw(alone, on).calls(), k + " on " + on);
                }
            }
            Set<Overlay> rest = EnumSet.allOf(Overlay.class);
            rest.removeAll(k.overlays());
            if (k.alwaysDrawn()) {
                assertNotEquals(
                        draw(List.of(), Set.of()).calls(), draw(alone, Set.of()).calls(), k + ", all off");
            } else {
                assertEquals(draw(List.of(), rest).calls(), draw(alone, rest).calls(), k + " with " + rest);
            }
        }
    }

    @Test
    void theStaticLayerDrawsABrickBrokenThisFrameInItsOwnColour() {
        Scenario breakout = new Scenario(
                Court.closed(800, 600),
                1.0 / 60,
                new Ball(400, 500, 5, 300, -900),
                List.of(),
                List.of(),
                new BrickGrid(10, 40, 30, 25, 24, 8, 2),
                Rules.DEFAULT,
                AlgorithmId.SWEPT);
        Run run = new Run(breakout, AlgorithmClasses.create(AlgorithmId.SWEPT));
        int frame = 1;
        while (run.trace(frame).items(BrickBroken.class).isEmpty()) {
            frame++;
        }
        String id = run.trace(frame).items(BrickBroken.class).get(0).objectId();
        Rect brick = run.state(frame - 1).bricks().stream()
                .filter(b -> b.id().equals(id))
                .findFirst()
                .orElseThrow()
                .rect();
        RecordingPen pen = new RecordingPen(VIEW);
        new CourtRenderer(PALETTE)
                .drawStatic(pen, CourtRenderer.staticLayer(scene(run, frame, Overlay.defaults()), VIEW, 1280, 800));
        assertEquals("clear", pen.calls().get(0).what());
        assertEquals(
                List.of(List.of(new Vec2(brick.left(), brick.top()), new Vec2(brick.right(), brick.bottom()))),
                pen.in(PALETTE.get(CourtColour.BRICK_BROKEN)).stream()
                        .map(RecordingPen.Call::at)
                        .toList());
        assertTrue(pen.covers(brick.centre(), PALETTE.get(CourtColour.BRICK_BROKEN)));
        assertEquals(
                run.state(frame - 1).bricks().size() - 1,
                pen.in(PALETTE.get(CourtColour.BRICK)).size(),
                "the others in the brick colour");
    }

    /** Issue 32: the working's labels on the court speak the renderer's language, numbers with its decimal mark. */
    @Test
    void theCourtsLabelsSpeakTheLanguageTheyAreGiven() {
        Run run = new Run(PONG, AlgorithmClasses.create(AlgorithmId.SWEPT));
        Run simple = new Run(PONG, AlgorithmClasses.create(AlgorithmId.SIMPLE));
        int frame = 1;
        while (simple.trace(frame).items(Tunnelled.class).isEmpty()) {
            frame++;
        }
        int tunnel = frame;
        CourtRenderer spanish = new CourtRenderer(PALETTE);
        spanish.speak(Words.of(Locale.forLanguageTag("es")));
        RecordingPen pen = new RecordingPen(VIEW);
        spanish.drawMoving(pen, scene(simple, tunnel, Overlay.defaults()));
        List<String> said =
                pen.calls("label").stream().map(RecordingPen.Call::text).toList();
        assertTrue(
                said.stream().anyMatch(t -> t.startsWith("atraviesa right en toi ") && t.contains(",")),
                said::toString);
        assertTrue(said.stream().noneMatch(t -> t.startsWith("tunnelled through")), said::toString);

        RecordingPen english = drawMoving(scene(simple, tunnel, Overlay.defaults()));
        assertTrue(
                english.calls("label").stream().anyMatch(c -> c.text().startsWith("tunnelled through right at toi ")),
                "English unless told");

        int hit = 1;
        while (run.trace(hit).items(ChosenHit.class).isEmpty()) {
            hit++;
        }
        RecordingPen swept = new RecordingPen(VIEW);
        spanish.drawMoving(swept, scene(run, hit, Overlay.defaults()));
        assertTrue(
                swept.calls("label").stream()
                        .anyMatch(c -> c.text().startsWith("pasada 1: right, lado izquierdo · ua ")),
                () -> swept.calls("label").toString());
    }
}
