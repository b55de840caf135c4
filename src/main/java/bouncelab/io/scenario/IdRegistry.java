package bouncelab.io.scenario;

import bouncelab.core.scenario.BrickGrid;
import bouncelab.core.scenario.Court;
import bouncelab.io.refusal.Refusal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ids of paddles and bricks seen so far in a scenario file. Traces and events name objects by id, so two
 * objects may not share one, and a listed brick may not take the id of a grid brick.
 */
final class IdRegistry {
    /** Grid ids as {@link BrickGrid#id(int, int)} makes them: no leading zeros. */
    private static final Pattern GRID_ID = Pattern.compile("r(0|[1-9][0-9]{0,8})c(0|[1-9][0-9]{0,8})");

    private record Use(String field, int line) {}

    private final String file;
    private final Map<String, Use> uses = new LinkedHashMap<>();

    IdRegistry(String file) {
        this.file = file;
    }

    /** Records {@code id}, found at {@code field} on {@code line}; a second use of it is an error. */
    void add(String id, String field, int line) {
        if (Court.isWallId(id)) {
            throw new ScenarioException(file, line, field, Refusal.of("id.reserved", id));
        }
        Use earlier = uses.putIfAbsent(id, new Use(field, line));
        if (earlier != null) {
            throw new ScenarioException(
                    file, line, field, Refusal.of("id.duplicate", id, earlier.field(), String.valueOf(earlier.line())));
        }
    }

    /** Rejects a listed id that one of the grid's bricks also has, without laying out the grid. */
    void checkAgainst(BrickGrid grid) {
        for (Map.Entry<String, Use> e : uses.entrySet()) {
            Matcher m = GRID_ID.matcher(e.getKey());
            boolean inGrid = m.matches()
                    && Integer.parseInt(m.group(1)) < grid.rows()
                    && Integer.parseInt(m.group(2)) < grid.cols();
            if (inGrid) {
                Use use = e.getValue();
                throw new ScenarioException(file, use.line(), use.field(), Refusal.of("id.inGrid", e.getKey()));
            }
        }
    }
}
