package org.kaylescourseware.exercise;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.kaylescourseware.game.Position;

/**
 * The positions a page prints before its exercises, by how it writes their rows: {@code K} for {@code K_{5} + K_{1}},
 * the empty letter for Nim's {@code 2 + 2} (Definition 1.2). A page that prints a position prints something about it,
 * its outcome or its moves, so an exercise about it would have its answer a scroll away (issue 29, the sixth referee:
 * Lesson 4's Computation 4.4 lists the positions two exercises asked, Lesson 3's Examples 3.38 and 3.39 the rows
 * 1 + 1 + 1 is P⁻). Exercises are drawn around them.
 *
 * @param byLetter the positions printed, by the letter of their rows
 */
public record PrintedPositions(Map<String, Set<Position>> byLetter) {

    /** A page that prints no position, e.g. a worksheet's, which stands apart from any lesson. */
    public static final PrintedPositions NONE = new PrintedPositions(Map.of());

    public PrintedPositions {
        Map<String, Set<Position>> copy = new TreeMap<>();
        byLetter.forEach((letter, positions) -> copy.put(letter, Set.copyOf(positions)));
        byLetter = Map.copyOf(copy);
    }

    /** Whether the page prints {@code position}, its rows written as {@code rows} writes them. */
    public boolean prints(RowNotation rows, Position position) {
        return byLetter.getOrDefault(rows.letter(), Set.of()).contains(position);
    }

    /** Whether the page prints the position {@code prompt} asks about (a prompt about no position asks none). */
    public boolean prints(Prompt prompt) {
        return !prompt.position().isEmpty() && prints(prompt.rows(), prompt.position());
    }

    /** Every position, letter first, in a fixed order: what a cache of drawn sets is keyed by. */
    public String key() {
        StringBuilder key = new StringBuilder();
        new TreeMap<>(byLetter).forEach((letter, positions) -> {
            TreeSet<String> written = new TreeSet<>();
            positions.forEach(p -> written.add(p.toString()));
            key.append(letter).append(':').append(String.join(";", written)).append('|');
        });
        return key.toString();
    }
}
