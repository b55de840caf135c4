/**
 * Shot files. {@code ScenarioLoader} reads and checks one into a {@code core.scenario.Scenario}, every problem one
 * {@code ScenarioException} naming the file, the line and the field ({@code FieldReader} reads the members of one
 * object, {@code IdRegistry} keeps ids apart); {@code ScenarioWriter} writes a shot so that it loads back the same.
 *
 * <p>Plain Java. Imports the core and io.json.
 */
@NullMarked
package bouncelab.io.scenario;

import org.jspecify.annotations.NullMarked;
