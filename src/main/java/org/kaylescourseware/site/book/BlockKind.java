package org.kaylescourseware.site.book;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The kinds of block an author may write as {@code ::: kind {#id ...}}. Every kind but the proof
 * and the instructor note is numbered, in one sequence per page (Definition 2.1, Theorem 2.2,
 * Example 2.3, ...), as PreTeXt and most textbooks number them, so that a reader finds "Theorem
 * 2.2" by counting. A computation states a fact found by computation, with its bound ("for every
 * position of at most 40 tokens"); it is checked, not proved. An instructor note ({@code ::: instructor}) is shown in the instructor edition
 * only.
 */
public enum BlockKind {
    DEFINITION, THEOREM, LEMMA, COROLLARY, PROPOSITION, CONJECTURE, COMPUTATION, EXAMPLE, REMARK, FIGURE, ERRATUM, PROOF, INSTRUCTOR;

    /** The word written after {@code :::}, and the block's CSS class suffix. */
    public String keyword() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The word a reader sees: "Theorem". */
    public String label() {
        return name().charAt(0) + keyword().substring(1);
    }

    public boolean isNumbered() {
        return this != PROOF && this != INSTRUCTOR;
    }

    /** Whether a proof may prove a block of this kind: results and the corrections errata state. */
    public boolean isProvable() {
        return switch (this) {
            case THEOREM, LEMMA, COROLLARY, PROPOSITION, ERRATUM -> true;
            default -> false;
        };
    }

    public static Optional<BlockKind> of(String keyword) {
        return Arrays.stream(values()).filter(k -> k.keyword().equals(keyword)).findFirst();
    }

    /** Every keyword, for messages: "definition, theorem, ...". */
    public static String keywords() {
        return Arrays.stream(values()).map(BlockKind::keyword).collect(Collectors.joining(", "));
    }
}
