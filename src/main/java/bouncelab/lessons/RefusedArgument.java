package bouncelab.lessons;

import bouncelab.io.refusal.Refusal;

/**
 * A part of a lesson's line that cannot be read (an action link, a check, a task's check), refused with words any
 * language can say; the reader of the whole line puts it after what the part is ({@code action link 'x': ...}).
 */
final class RefusedArgument extends IllegalArgumentException {
    private final Refusal why;

    RefusedArgument(String key, Object... args) {
        this(Refusal.of(key, args));
    }

    RefusedArgument(Refusal why) {
        super(why.english());
        this.why = why;
    }

    /** Why {@code e} was thrown, to be said in a language: its own words when it has none from the bundle. */
    static Refusal why(IllegalArgumentException e) {
        return e instanceof RefusedArgument r ? r.why : Refusal.text(String.valueOf(e.getMessage()));
    }
}
