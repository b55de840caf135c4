package bouncelab.io.refusal;

import java.util.function.Function;

/**
 * A refusal and where it is: one line, {@code FILE:LINE: what is wrong}, its place written as it always is and its
 * words said in whatever language the one showing it speaks.
 */
public interface RefusedLine {
    /** The line with its words said by {@code say} ({@link Refusal#english()} for the message's English). */
    String line(Function<Refusal, String> say);
}
