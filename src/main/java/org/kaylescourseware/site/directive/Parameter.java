package org.kaylescourseware.site.directive;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * An argument a directive or a fact accepts, declared once: its name, what it means, its type
 * (how its text is read and checked) and whether it has a default. A directive reads it with
 * {@link DirectiveArguments#get(Parameter)}, which names the file, the line and the bad value when
 * the text does not read; help and error messages are written from the declaration, so a default
 * or a range is stated in one place. (Flexmark declares its options the same way, as typed
 * {@code DataKey}s.)
 *
 * @param <T> what the argument's text is read as
 */
public final class Parameter<T> {

    /** The largest whole number an argument may hold, where its directive sets no nearer bound. */
    public static final int LARGEST = 1_000_000;

    /** The game, by its id among {@code content/games/}. */
    public static final Parameter<GameDefinition> GAME = game("game", "a game id from content/games");

    /** The letter tables write values with. */
    public static final Parameter<String> SYMBOL = text("symbol", "the letter for values (K for Kayles)").orElse("G");

    /**
     * Reads an argument's text. An {@link IllegalArgumentException} says what is wrong with it and
     * what would be valid; the arguments add the file, the line and the directive.
     */
    @FunctionalInterface
    public interface Reader<T> {
        T read(String text, SolverSession solver);
    }

    private final String name;
    private final String meaning;
    private final String valid;
    private final Reader<T> reader;
    private final boolean required;
    private final T fallback;
    private final String fallbackShown;

    private Parameter(String name, String meaning, String valid, Reader<T> reader, boolean required, T fallback,
            String fallbackShown) {
        this.name = name;
        this.meaning = meaning;
        this.valid = valid;
        this.reader = reader;
        this.required = required;
        this.fallback = fallback;
        this.fallbackShown = fallbackShown;
    }

    /** A required argument read by {@code reader}; {@code valid} says in words what it accepts, or is empty. */
    public static <T> Parameter<T> of(String name, String meaning, String valid, Reader<T> reader) {
        return new Parameter<>(name, meaning, valid, reader, true, null, null);
    }

    /** A required game, by its id among {@code content/games/}. */
    public static Parameter<GameDefinition> game(String name, String meaning) {
        return of(name, meaning, "", (text, solver) -> solver.catalog().resolve(text));
    }

    /** A required whole number from {@code min} to {@code max}. */
    public static Parameter<Integer> integer(String name, String meaning, int min, int max) {
        String valid = "a whole number from " + min + " to " + max;
        return of(name, meaning, valid, (text, solver) -> {
            if (!text.matches("-?\\d{1,9}") || Integer.parseInt(text) < min || Integer.parseInt(text) > max) {
                throw new IllegalArgumentException("expected " + valid + ", got '" + text + "'");
            }
            return Integer.parseInt(text);
        });
    }

    /** A required text, taken as written (quoted when it holds spaces). */
    public static Parameter<String> text(String name, String meaning) {
        return of(name, meaning, "", (text, solver) -> text);
    }

    /** A required word among {@code choices}. */
    public static Parameter<String> choice(String name, String meaning, List<String> choices) {
        String valid = "one of " + String.join(", ", choices);
        return of(name, meaning, valid, (text, solver) -> {
            if (!choices.contains(text)) {
                throw new IllegalArgumentException("'" + text + "' is not " + valid);
            }
            return text;
        });
    }

    /** A required position: heap sizes such as {@code 7+5+2}. */
    public static Parameter<Position> position(String name, String meaning) {
        return of(name, meaning, "", (text, solver) -> Position.parse(text));
    }

    /** A required position whose total size lies in {@code minTotal..maxTotal}: a page plays or searches it. */
    public static Parameter<Position> position(String name, String meaning, int minTotal, int maxTotal) {
        String valid = minTotal == 0 ? "total size at most " + maxTotal : "total size from " + minTotal + " to " + maxTotal;
        return of(name, meaning, valid, (text, solver) -> {
            Position position = Position.parse(text);
            if (position.totalSize() < minTotal || position.totalSize() > maxTotal) {
                throw new IllegalArgumentException(position + " has total size " + position.totalSize() + "; expected "
                        + valid);
            }
            return position;
        });
    }

    /** A required list of whole numbers of at least 0, separated by spaces or commas. */
    public static Parameter<List<Integer>> integers(String name, String meaning) {
        return of(name, meaning, "whole numbers separated by spaces", (text, solver) -> {
            List<Integer> numbers = new ArrayList<>();
            for (String part : text.trim().split("[\\s,]+")) {
                if (!part.matches("\\d{1,9}")) {
                    throw new IllegalArgumentException("expected whole numbers from 0 to " + Integer.MAX_VALUE
                            + " separated by spaces, got '" + part + "'");
                }
                numbers.add(Integer.parseInt(part));
            }
            return numbers;
        });
    }

    /** This argument, optional: {@code fallback} when it is not given (help states it as the default). */
    public Parameter<T> orElse(T fallback) {
        return orElse(fallback, String.valueOf(fallback));
    }

    /** This argument, optional: {@code fallback} when it is not given, which help writes as {@code shown}. */
    public Parameter<T> orElse(T fallback, String shown) {
        return new Parameter<>(name, meaning, valid, reader, false, fallback, shown);
    }

    /** This argument, optional with no default: empty when it is not given. */
    public Parameter<Optional<T>> optional() {
        Reader<T> base = reader;
        return new Parameter<>(name, meaning, valid, (text, solver) -> Optional.of(base.read(text, solver)), false,
                Optional.empty(), null);
    }

    /** An argument read as this one is, under another name and meaning (a position that is a game's start, say). */
    public Parameter<T> renamed(String newName, String newMeaning) {
        return new Parameter<>(newName, newMeaning, valid, reader, required, fallback, fallbackShown);
    }

    public String name() {
        return name;
    }

    public boolean required() {
        return required;
    }

    /** How help and messages describe it: {@code columns (heap sizes per row; a whole number from 1 to 64; default 12)}. */
    public String describe() {
        return name + " (" + details() + ")";
    }

    /** What it means and accepts, e.g. {@code heap sizes per row; a whole number from 1 to 64; default 12}. */
    public String details() {
        List<String> parts = new ArrayList<>(List.of(meaning));
        if (!valid.isEmpty()) {
            parts.add(valid);
        }
        if (fallbackShown != null) {
            parts.add("default " + fallbackShown);
        } else if (!required) {
            parts.add("optional");
        }
        return String.join("; ", parts);
    }

    T read(String text, SolverSession solver) {
        return reader.read(text, solver);
    }

    /** The value when the argument is not given: the default (empty for an optional one). */
    T fallback() {
        return fallback;
    }
}
