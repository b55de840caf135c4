package bouncelab.student;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * javac's error messages in words a student of the Pong slides reads: the commonest keys (a missing semicolon, a
 * name Java does not know, a double put into a float, a path with no return …) each with one plain sentence; any
 * other error keeps javac's own message. Shown beside javac's message, never instead of it, so what a search engine
 * finds still matches.
 */
final class JavacWords {
    private JavacWords() {}

    private static final Pattern SYMBOL = Pattern.compile("symbol:\\s+(\\w+)\\s+([^\\n]+)");
    private static final Pattern EXPECTED = Pattern.compile("^'(.+)' expected");

    private static final Map<String, String> BY_KEY = Map.ofEntries(
            Map.entry(
                    "compiler.err.missing.ret.stmt",
                    "The method can reach its end without returning a value: "
                            + "every way through it must end in return true or return false."),
            Map.entry(
                    "compiler.err.var.might.not.have.been.initialized",
                    "This variable is used before it has " + "been given a value."),
            Map.entry(
                    "compiler.err.already.defined",
                    "This name is declared twice in the same place: give one of "
                            + "them another name, or drop the type to change the variable you have."),
            Map.entry(
                    "compiler.err.unreachable.stmt",
                    "This line can never run, because a return (or break) " + "always comes before it."),
            Map.entry(
                    "compiler.err.premature.eof",
                    "The file ends too early: a closing brace } is probably " + "missing."),
            Map.entry(
                    "compiler.err.illegal.start.of.expr",
                    "Java did not expect this here: look for a missing or "
                            + "extra bracket, brace or semicolon just before it."),
            Map.entry(
                    "compiler.err.illegal.start.of.type",
                    "Java did not expect this here: look for a missing or "
                            + "extra bracket, brace or semicolon just before it."),
            Map.entry(
                    "compiler.err.not.stmt",
                    "This is not a complete statement: perhaps = was meant instead of "
                            + "==, or part of the line is missing."),
            Map.entry(
                    "compiler.err.operator.cant.be.applied",
                    "This operator cannot be used with this kind of " + "value."),
            Map.entry(
                    "compiler.err.operator.cant.be.applied.1",
                    "This operator cannot be used with these two kinds "
                            + "of value (for example < between a boolean and a number)."),
            Map.entry(
                    "compiler.err.cant.apply.symbol",
                    "The method is called with the wrong number or the wrong " + "kinds of arguments."),
            Map.entry(
                    "compiler.err.cant.apply.symbols",
                    "No version of this method takes these arguments: check " + "how many there are and their kinds."),
            Map.entry(
                    "compiler.err.incomparable.types",
                    "These two values are of kinds that cannot be compared " + "with == or !=."),
            Map.entry(
                    "compiler.err.else.without.if",
                    "This else has no if just before it: check the braces, and "
                            + "that there is no semicolon straight after if (...)."),
            Map.entry(
                    "compiler.err.report.access",
                    "This is private to its class: use a getter instead, such as " + "ball.getXCoord()."),
            Map.entry(
                    "compiler.err.non-static.cant.be.ref",
                    "This belongs to an object, but is used here without " + "one (from a static method)."),
            Map.entry("compiler.err.unclosed.str.lit", "A text in double quotes \" is not closed on this line."),
            Map.entry("compiler.err.unclosed.comment", "A comment /* is never closed with */."),
            Map.entry(
                    "compiler.err.invalid.meth.decl.ret.type.req",
                    "A method needs a return type before its " + "name, such as boolean hitPaddle(...)."),
            Map.entry("compiler.err.orphaned", "This case or default is not inside a switch."),
            Map.entry("compiler.err.break.outside.switch.loop", "break is only allowed inside a loop or a switch."),
            Map.entry(
                    "compiler.err.ret.outside.meth",
                    "This return is outside any method: the braces { } probably " + "do not pair up."),
            Map.entry("compiler.err.int.number.too.large", "This whole number is too large for an int."),
            Map.entry(
                    "compiler.err.illegal.char",
                    "This character is not allowed in Java code here (a curly quote "
                            + "from a word processor, perhaps)."),
            Map.entry(
                    "compiler.err.cant.deref",
                    "A number is not an object: it has no methods or fields to use " + "with a dot."),
            Map.entry("compiler.err.array.req.but.found", "[ ] is used on something that is not an array."),
            Map.entry(
                    "compiler.err.missing.meth.body.or.decl.abstract",
                    "This method has no body: add { ... } " + "after its ( ), or remove the semicolon there."),
            Map.entry("compiler.err.cant.assign.val.to.final.var", "This variable is final: it cannot be changed."),
            Map.entry("compiler.err.cant.assign.val.to.var", "This variable cannot be changed here."),
            Map.entry(
                    "compiler.err.void.not.allowed.here",
                    "A method that returns nothing (void) is used as if it " + "gave a value."),
            Map.entry(
                    "compiler.err.class.public.should.be.in.file",
                    "A public class must be in a file of the same " + "name."),
            Map.entry("compiler.err.duplicate.class", "Two classes have the same name."),
            Map.entry(
                    "compiler.err.does.not.override.abstract",
                    "The class must have the method public boolean " + "hitPaddle(Paddle paddle, Ball ball)."),
            Map.entry(
                    "compiler.err.unreported.exception.need.to.catch.or.throw",
                    "This can throw a checked " + "exception, which hitPaddle may not pass on."),
            Map.entry(
                    "compiler.err.expected4",
                    "Java expected the end of the file or a new class here: the braces "
                            + "{ } probably do not pair up (one } too many above?)."),
            Map.entry(
                    "compiler.err.expected3",
                    "Java expected the end of the file or a new class here: the braces "
                            + "{ } probably do not pair up (one } too many above?)."));

    /** The plain sentence for one of javac's errors, given its key and its English message. */
    static String plain(String key, String message) {
        String first = firstLine(message);
        if (key != null && key.startsWith("compiler.err.expected")) {
            Matcher m = EXPECTED.matcher(first);
            if (m.find()) {
                return switch (m.group(1)) {
                    case ";" ->
                        "A semicolon (;) is missing at the end of a statement, here or at the end of the "
                                + "line before.";
                    case ")" -> "A closing bracket ) is missing.";
                    case "(" -> "An opening bracket ( is missing.";
                    case "{" -> "An opening brace { is missing.";
                    case "}" -> "A closing brace } is missing.";
                    case "]" -> "A closing square bracket ] is missing.";
                    case "<identifier>" ->
                        "Java expected a name here: perhaps a statement is outside a method, or "
                                + "a type is missing before a name.";
                    default -> "Java expected " + m.group(1) + " here.";
                };
            }
        }
        if (key != null && key.startsWith("compiler.err.cant.resolve")) {
            return unknownName(message);
        }
        if (key != null && key.equals("compiler.err.prob.found.req")) {
            if (message.contains("possible lossy conversion from double to float")) {
                return "A double is put where a float is needed: in Processing 0.5 is a float, in Java it is a "
                        + "double. Write 0.5f, use double variables, or cast with (float).";
            }
            if (message.contains("possible lossy conversion")) {
                return "A value is put into a smaller kind of number, which could lose part of it: cast it, for "
                        + "example (int) or (float), if that is what you want.";
            }
            return "The value is not of the kind needed here (for example a number where a boolean is needed, as "
                    + "in if (x = 5) instead of if (x == 5)).";
        }
        String plain = key == null ? null : BY_KEY.get(key);
        return plain != null ? plain : "Java could not compile this line.";
    }

    /** "Java does not know the name 'circleDistanceZ' …", naming the symbol javac could not find. */
    private static String unknownName(String message) {
        Matcher m = SYMBOL.matcher(message);
        if (!m.find()) {
            return "Java does not know this name: check its spelling and capital letters.";
        }
        String kind = m.group(1);
        String symbol = m.group(2).strip();
        return switch (kind) {
            case "method" ->
                "There is no method " + symbol + " here: check its spelling and capital letters. A "
                        + "test has the Ball and Paddle getters and Processing's maths (abs, pow, sq, sqrt, min, max, "
                        + "dist, constrain …), not drawing or input.";
            case "class" ->
                "Java does not know the class " + symbol + ": a test can use only Ball, Paddle, Math, "
                        + "String and numbers.";
            default ->
                "Java does not know the name '" + symbol + "': check its spelling and capital letters, and "
                        + "that it is declared before this line.";
        };
    }

    /** javac's message as one line: its first line, with the symbol it could not find if it says one. */
    static String javacLine(String message) {
        String first = firstLine(message);
        Matcher m = SYMBOL.matcher(message);
        return m.find() ? first + ": " + m.group(1) + " " + m.group(2).strip() : first;
    }

    private static String firstLine(String message) {
        int nl = message.indexOf('\n');
        return (nl < 0 ? message : message.substring(0, nl)).strip();
    }
}
