package bouncelab.lessons;

import bouncelab.core.trace.Num;

/**
 * What a placeholder stands for at one frame: a number, a yes/no, or words. Kept typed (not just a string) so a
 * question's check can compare numbers with a tolerance and the panel can still show each one the same way the
 * inspector does.
 */
public sealed interface PlaceholderValue {

    /** As the lesson shows it: numbers as the formulas write them (84, 0.25, −600), booleans as true/false. */
    String display();

    record Number(double value) implements PlaceholderValue {
        @Override
        public String display() {
            return Num.fmt(value);
        }
    }

    record Bool(boolean value) implements PlaceholderValue {
        @Override
        public String display() {
            return Boolean.toString(value);
        }
    }

    record Text(String value) implements PlaceholderValue {
        @Override
        public String display() {
            return value;
        }
    }

    static PlaceholderValue of(double v) {
        return new Number(v);
    }

    static PlaceholderValue of(boolean v) {
        return new Bool(v);
    }

    static PlaceholderValue of(String v) {
        return new Text(v);
    }
}
