package bouncelab.core.trace;

/**
 * What one field of a trace item holds (see {@link TraceKind}): a number, a yes/no, or words. Kept typed (not just
 * a string) so a lesson's check can compare numbers with a tolerance and still show each one the way the inspector
 * does.
 */
public sealed interface FieldValue {

    /**
     * As a lesson shows it: numbers as the working writes them (84, 0.25, −600, and the time step dt = 1/60 as that
     * fraction, as the frame's header writes it; any other number in decimals, as on its own line of working),
     * booleans as true/false.
     */
    String display();

    /** A number; {@code step} for the frame's time step, written as a fraction when it is one. */
    record Number(double value, boolean step) implements FieldValue {
        @Override
        public String display() {
            return step ? Num.exactly(value) : Num.fmt(value);
        }
    }

    record Bool(boolean value) implements FieldValue {
        @Override
        public String display() {
            return Boolean.toString(value);
        }
    }

    record Text(String value) implements FieldValue {
        @Override
        public String display() {
            return value;
        }
    }

    /**
     * Words still to be said in a language: the lessons floor says them ({@code Placeholders}) before a lesson shows
     * them or compares them. Displayed here as the phrase's key and arguments.
     */
    record Said(Phrase phrase) implements FieldValue {
        @Override
        public String display() {
            return phrase.toString();
        }
    }

    /**
     * A word the core writes one way ({@code left}), which a check compares and a lesson selects by as written, and a
     * lesson shows in its language: a side, a corner, the way a rule turns the ball.
     */
    record Word(String value, Phrase said) implements FieldValue {
        @Override
        public String display() {
            return value;
        }
    }

    static FieldValue of(double v) {
        return new Number(v, false);
    }

    /** The frame's time step. */
    public static FieldValue step(double dt) {
        return new Number(dt, true);
    }

    static FieldValue of(boolean v) {
        return new Bool(v);
    }

    static FieldValue of(String v) {
        return new Text(v);
    }
}
