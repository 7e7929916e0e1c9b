package org.kaylescourseware.cli;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.kaylescourseware.rules.ImpartialRule;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine;

/**
 * The GAME argument of a command: one of the named games or an octal code, resolved to its rule.
 * {@code name} is what JSON output calls the game: the name given, or the canonical code.
 */
record GameArgument(String name, ImpartialRule rule) {

    /** The impartial games known by name, and their rules as text. */
    static final Map<String, String> NAMED = namedGames();

    /** The partizan game that another part of the program answers for. */
    static final String PARTIZAN_KAYLES = "partizan-kayles";

    static final String VALID = "a game name (kayles, dawsons-kayles, nim, partizan-kayles) or an octal"
            + " code such as 0.77, 0.07, 0.137, 4.7";

    private static Map<String, String> namedGames() {
        Map<String, String> named = new LinkedHashMap<>();
        named.put("kayles", "0.77");
        named.put("dawsons-kayles", "0.07");
        named.put("nim", "nim");
        return Map.copyOf(named);
    }

    /** Resolves {@code text}; a bad value is a parameter error that says what is valid. */
    static GameArgument parse(String text, CommandSpec spec) {
        String key = text.trim().toLowerCase(Locale.ROOT);
        if (NAMED.containsKey(key)) {
            return new GameArgument(key, ImpartialRule.parse(NAMED.get(key)));
        }
        if (!key.matches("[0-9.]+")) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "Unknown GAME '" + text + "': expected " + VALID);
        }
        try {
            ImpartialRule rule = ImpartialRule.parse(key);
            return new GameArgument(rule.code(), rule);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "Invalid GAME '" + text + "': " + e.getMessage());
        }
    }

    /** How the text output names the value of a heap: K5 for Kayles, G(5) otherwise. */
    String valueSymbol(int heap) {
        return rule.code().equals("0.77") ? "K" + heap : "G(" + heap + ")";
    }

    /** A readable title: the name and the code. */
    String title() {
        return switch (rule.code()) {
            case "0.77" -> "Kayles (0.77)";
            case "0.07" -> "Dawson's Kayles (0.07)";
            case "0.137" -> "Dawson's chess (0.137)";
            case "nim" -> "Nim";
            default -> "the octal game " + rule.code();
        };
    }
}
