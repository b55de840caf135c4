/**
 * Comma-separated text the app writes (the per-frame log of a run). Plain Java.
 *
 * <p>Imports the core only.
 */
package bouncelab.io.csv;
