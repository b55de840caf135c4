package bouncelab.io.json;

/**
 * A parsed JSON value that remembers where it stood in its file, so that a loader can say "line 12" when it
 * rejects it. Line and column count from 1; values made in code (not read from a file) have line 0.
 */
public sealed interface JsonValue permits JsonObject, JsonArray, JsonNumber, JsonString, JsonBool, JsonNull {

    int line();

    int column();

    /** The JSON type's name as error messages use it: object, array, number, string, boolean or null. */
    String kind();
}
