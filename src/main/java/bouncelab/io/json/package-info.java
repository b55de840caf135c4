/**
 * JSON, read and written with jackson-core. {@code JsonReader} builds a thin tree of {@code JsonValue}s (object,
 * array, number, string, boolean, null) that each know their line and column, so a loader can name the line of a
 * wrong number; a syntax error is a {@code JsonParseException}, Jackson's error in Bounce Lab's own words
 * ({@code JacksonErrors}). {@code JsonWriter} writes JSON Lines, {@code JsonPrettyPrinter} files for people to edit,
 * and {@code JsonWriter.number} is the one way any of them writes a number. {@code Visible} keeps a message that
 * quotes a file on one readable line.
 *
 * <p>Plain Java. Imports jackson-core, and of Bounce Lab only {@code io.refusal} (a syntax error is refused with
 * words any language can say).
 */
@NullMarked
package bouncelab.io.json;

import org.jspecify.annotations.NullMarked;
