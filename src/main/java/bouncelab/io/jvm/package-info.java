/**
 * The options of the Javas Bounce Lab starts for itself (java -jar's second Java, grade's workers), read from the
 * one file that also gives the installers' launchers theirs ({@code bouncelab/jvm.properties}).
 *
 * <p>Imports nothing of Bounce Lab's.
 */
@NullMarked
package bouncelab.io.jvm;

import org.jspecify.annotations.NullMarked;
