package bouncelab.ui.step;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Scenario;
import bouncelab.ui.session.DefaultShot;
import bouncelab.words.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Why a drag stopped short of the pointer, said once a drag. A student had dragged the ball into a paddle and seen
 * it stop, with nothing on screen saying why.
 */
class DragWhyTest {
    private static final Words ES = Words.of(Locale.forLanguageTag("es"));
    private static final Scenario PONG = DefaultShot.pong();
    private static final Vec2 RIGHT_PADDLE = PONG.paddles().get(1).rect().centre();

    private final List<String> said = new ArrayList<>();
    private final DragWhy why = new DragWhy(Words.ENGLISH);

    {
        why.onSay(text -> said.add(text == null ? "(the keys)" : text));
    }

    /** The ball dragged on, as the court drags it, from the shot the last event left. */
    private Scenario ball(Scenario s, Vec2 to) {
        Dragged d = ShotEditor.ballDragged(s, to);
        why.moved(d, null);
        return d.shot();
    }

    @Test
    void eachHoldIsSaidNamingWhatHeldItInEnglishAndSpanish() {
        assertEquals(
                "The ball stops at the paddle 'right': a shot cannot start with the ball inside a paddle or brick.",
                DragWhy.words(Words.ENGLISH, PONG, null, DragHold.paddle("right")));
        assertEquals(
                "La pelota se detiene al tocar la pala «right»: un tiro no puede empezar con la pelota dentro de una"
                        + " pala o un ladrillo.",
                DragWhy.words(ES, PONG, null, DragHold.paddle("right")));
        assertEquals(
                "The ball stops at the brick 'b7': a shot cannot start with the ball inside a paddle or brick.",
                DragWhy.words(Words.ENGLISH, PONG, null, DragHold.brick("b7")));
        assertEquals(
                "The ball stops in the corner of the left and top walls: a shot cannot start with the ball pressed"
                        + " into two walls at once.",
                DragWhy.words(Words.ENGLISH, PONG, null, DragHold.walls(Side.LEFT, Side.TOP)));
        assertEquals(
                "La pelota se detiene en la esquina de las paredes derecha y de abajo: un tiro no puede empezar con"
                        + " la pelota metida en dos paredes a la vez.",
                DragWhy.words(ES, PONG, null, DragHold.walls(Side.RIGHT, Side.BOTTOM)));
        assertEquals(
                "The paddle 'left' stops at the ball: a shot cannot start with the ball inside a paddle or brick.",
                DragWhy.words(Words.ENGLISH, PONG, "left", DragHold.ball()));
        Scenario bricks = PONG.withBricks(List.of(new Brick("b7", new Rect(300, 200, 40, 20))));
        assertEquals(
                "El ladrillo «b7» se detiene al tocar la pelota: un tiro no puede empezar con la pelota dentro de una"
                        + " pala o un ladrillo.",
                DragWhy.words(ES, bricks, "b7", DragHold.ball()));
    }

    /**
     * Pushed on into the paddle, slid along it, drawn away and back: said once, and kept while the drag goes on
     * (saying, so the window's edits leave it); let go away from the paddle, the line goes back to its keys.
     */
    @Test
    void aDragHeldBackSaysWhyOnceAndTakesItBackWhenLetGoAwayFromIt() {
        why.begin();
        Scenario s = ball(PONG, new Vec2(500, 250));
        assertEquals(List.of(), said, "nothing held it");
        assertFalse(why.saying());
        s = ball(s, RIGHT_PADDLE);
        assertEquals(List.of(DragWhy.words(Words.ENGLISH, PONG, null, DragHold.paddle("right"))), said);
        assertTrue(why.saying());
        s = ball(s, RIGHT_PADDLE.plus(new Vec2(2, 1)));
        s = ball(s, RIGHT_PADDLE.plus(new Vec2(1, 30))); // slid along its face
        s = ball(s, new Vec2(600, 250)); // away, free
        s = ball(s, RIGHT_PADDLE); // and back
        assertEquals(1, said.size(), "said once: " + said);
        assertTrue(why.saying());
        ball(s, new Vec2(600, 250));
        why.end();
        assertEquals("(the keys)", said.get(1), "let go where nothing holds it: no longer true");
        assertEquals(2, said.size());
        assertFalse(why.saying());
    }

    /** Let go held, the words stay for the next edit to take away; the next drag held back says them again. */
    @Test
    void aDragLetGoHeldLeavesItSaidAndTheNextDragSaysItAgain() {
        why.begin();
        Scenario s = ball(PONG, RIGHT_PADDLE);
        why.end();
        assertEquals(1, said.size());
        assertFalse(why.saying(), "the next edit may take it away");

        why.begin();
        ball(s, RIGHT_PADDLE.plus(new Vec2(0, 20)));
        assertEquals(2, said.size(), "a new drag, held again: " + said);
        assertEquals(said.get(0), said.get(1));

        // held by something else in the same drag: that is said
        Scenario closed = PONG.withCourt(Court.closed(800, 500));
        ball(closed, new Vec2(800, 500));
        assertEquals(DragWhy.words(Words.ENGLISH, closed, null, DragHold.walls(Side.RIGHT, Side.BOTTOM)), said.get(2));
        why.end();
        assertEquals(3, said.size());
    }

    @Test
    void aPaddleDraggedIntoTheBallIsSaidAndADragNeverHeldSaysNothing() {
        why.begin();
        Dragged d = ShotEditor.objectDragged(PONG, "right", new Vec2(100, 200));
        why.moved(d, "right");
        why.end();
        assertEquals(List.of(DragWhy.words(Words.ENGLISH, PONG, "right", DragHold.ball())), said);

        said.clear();
        why.begin();
        ball(PONG, new Vec2(400, 100));
        why.end();
        assertEquals(List.of(), said);
    }
}
