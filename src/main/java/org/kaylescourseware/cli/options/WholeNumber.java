package org.kaylescourseware.cli.options;

import java.util.OptionalLong;
import picocli.CommandLine.TypeConversionException;

/**
 * The one rule for a number on the command line, as for the heaps of a position: an optional sign
 * and the ASCII digits 0-9, nothing else (no Arabic-Indic or other script's digits, which Java's
 * {@code parseInt} would take), within the range the option allows. Every whole-number option is
 * read through here; a number that breaks the rule is one line that quotes it.
 */
public final class WholeNumber {

    private WholeNumber() {
    }

    /** Whether {@code text}, spaces around it aside, is a sign and ASCII digits. */
    public static boolean written(String text) {
        return text.strip().matches("[+-]?[0-9]+");
    }

    /** The number {@code text} writes, if {@link #written} so and within {@code min..max}. */
    public static OptionalLong within(String text, long min, long max) {
        if (!written(text)) {
            return OptionalLong.empty();
        }
        try {
            long value = Long.parseLong(text.strip());
            return value >= min && value <= max ? OptionalLong.of(value) : OptionalLong.empty();
        } catch (NumberFormatException tooLong) {
            return OptionalLong.empty();
        }
    }

    /** picocli's converter for {@code int} and {@code Integer} options (picocli puts the option's name before the message). */
    public static Integer integer(String text) {
        return (int) converted(text, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    /** picocli's converter for {@code long} and {@code Long} options. */
    public static Long longInteger(String text) {
        return converted(text, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    private static long converted(String text, long min, long max) {
        if (!written(text)) {
            throw new TypeConversionException("'" + text + "' is not a whole number (write it in the digits 0-9)");
        }
        return within(text, min, max).orElseThrow(() -> new TypeConversionException("'" + text
                + "' is out of range: whole numbers here run from " + min + " to " + max));
    }
}
