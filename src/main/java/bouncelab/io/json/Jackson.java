package bouncelab.io.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import org.jspecify.annotations.Nullable;

/**
 * The one jackson-core factory every JSON reader and writer here uses, set up as Bounce Lab's JSON has always
 * been: nesting capped at {@value JsonReader#MAX_DEPTH} on reading, but no cap on the length of a number, a string
 * or a name (a 400-digit number is ours to reject, in our words: too large for a double). Duplicate keys are
 * JsonReader's to find, as Jackson would name the place after the key rather than the key itself. Written text
 * escapes in lower-case hex and escapes U+2028 and U+2029, which end a line in JavaScript.
 */
final class Jackson {
    static final JsonFactory FACTORY = new JsonFactoryBuilder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxNestingDepth(JsonReader.MAX_DEPTH)
                    .maxNumberLength(Integer.MAX_VALUE)
                    .maxStringLength(Integer.MAX_VALUE)
                    .maxNameLength(Integer.MAX_VALUE)
                    .build())
            .disable(JsonWriteFeature.WRITE_HEX_UPPER_CASE)
            .characterEscapes(new LineSeparators())
            .rootValueSeparator((String) null)
            .build();

    private Jackson() {}

    /** JSON's own escapes, and U+2028 and U+2029 as {@code \u2028} and {@code \u2029}. */
    private static final class LineSeparators extends CharacterEscapes {
        private static final int[] ASCII = standardAsciiEscapesForJSON();
        private static final SerializableString LS = new SerializedString("\\u2028");
        private static final SerializableString PS = new SerializedString("\\u2029");

        @Override
        public int[] getEscapeCodesForAscii() {
            return ASCII;
        }

        @Override
        public @Nullable SerializableString getEscapeSequence(int c) {
            return c == '\u2028' ? LS : c == '\u2029' ? PS : null;
        }
    }
}
