package org.kaylescourseware.partizan.modular;

/**
 * How G compares with H modulo a universe, as far as the test positions X reach: equivalent
 * (o(G+X) = o(H+X) for all X), strictly greater (o(G+X) &gt;= o(H+X) for all X, not equivalent),
 * strictly less, or incomparable.
 */
public enum ModularRelation {
    EQUIVALENT("≡", "equivalent to"),
    GREATER(">", "strictly greater than"),
    LESS("<", "strictly less than"),
    INCOMPARABLE("‖", "incomparable with");

    private final String symbol;
    private final String words;

    ModularRelation(String symbol, String words) {
        this.symbol = symbol;
        this.words = words;
    }

    public String symbol() {
        return symbol;
    }

    public String words() {
        return words;
    }

    static ModularRelation of(boolean atLeast, boolean atMost) {
        if (atLeast && atMost) {
            return EQUIVALENT;
        }
        if (atLeast) {
            return GREATER;
        }
        return atMost ? LESS : INCOMPARABLE;
    }
}
