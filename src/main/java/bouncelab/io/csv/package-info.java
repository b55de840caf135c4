/**
 * Comma-separated text the app writes (the per-frame log of a run). Plain Java.
 *
 * <p>Imports the core, and io.json for the one way a number is written ({@code JsonWriter.number}).
 */
@NullMarked
package bouncelab.io.csv;

import org.jspecify.annotations.NullMarked;
