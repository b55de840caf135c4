package bouncelab.core.trace;

import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.words.English;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

class RuleTextTest {

    @Test
    void wordsMadeLaterAreMadeOnceWhenFirstReadAndEqualTheSameWordsMadeAtOnce() {
        AtomicInteger made = new AtomicInteger();
        RuleText later = RuleText.later(() -> {
            made.incrementAndGet();
            return "vx = −|vx|: 600 → −600";
        });
        assertEquals(0, made.get(), "nothing is formatted until the words are read");
        assertEquals("vx = −|vx|: 600 → −600", English.say(later.phrase()));
        later.phrase();
        assertEquals(1, made.get());
        assertEquals(RuleText.of("vx = −|vx|: 600 → −600"), later);
        assertEquals(RuleText.of("vx = −|vx|: 600 → −600").hashCode(), later.hashCode());
        assertNotEquals(RuleText.of("vx = |vx|: −600 → 600"), later);
    }

    @Test
    void aBounceSaysItsRuleAndIsEqualWhetherItsWordsWereMadeAtOnceOrLater() {
        Vec2 at = new Vec2(10, 20), before = new Vec2(600, 0), after = new Vec2(-600, 0);
        Bounce now = new Bounce("b1", Side.LEFT, at, before, after, "flip vx: 600 → −600", 1.0 / 60, 1);
        Bounce later = new Bounce(
                "b1", Side.LEFT, at, before, after, RuleText.later(() -> "flip vx: 600 → −600"), 1.0 / 60, 1);
        assertEquals(now, later);
        assertEquals("flip vx: 600 → −600", English.say(later.rule()));
        assertEquals("bounce off b1 (left face): flip vx: 600 → −600", English.summary(later));
    }
}
