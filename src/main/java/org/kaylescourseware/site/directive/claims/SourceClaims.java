package org.kaylescourseware.site.directive.claims;

import java.util.List;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.render.ErratumBox;
import org.kaylescourseware.site.render.RichText;

/**
 * What a claim-checking directive shows: for each claim of a source, either that the
 * computation confirms it (a check box) or an erratum (the claim, the computed fact, the check).
 * Displayed by {@code partials/lib/claims.ftl}.
 */
public record SourceClaims(List<Claim> claims) {

    public SourceClaims {
        claims = List.copyOf(claims);
    }

    /** One claim: {@code holds} when the computation agrees; {@code box} says what was checked either way. */
    public record Claim(boolean holds, ErratumBox box) {
    }

    static Claim confirmed(String title, String source, String claim, String computed, String check) {
        return new Claim(true, ErratumBox.of(title, source, claim, computed, check));
    }

    static Claim refuted(String title, String source, String claim, String computed, String check) {
        return new Claim(false, ErratumBox.of(title, source, claim, computed, check));
    }

    /** The source's words as a quotation: the author writes them, the directive checks what they state. */
    static String quoted(String words) {
        return "“" + words + "”";
    }

    static RichText text(String text) {
        return RichText.of(text);
    }

    /** The arguments every claim directive takes besides its own. */
    static final Parameter<String> SOURCE = Parameter.text("source",
            "where the source says it, quoted, e.g. \"the blog post, section Periodicity\"");
    static final Parameter<String> QUOTE = Parameter.text("quote", "the source's words, quoted; math as $`...`$");

    /** TeX for the value of a row of n, in the course's notation: 𝒢(n), whatever the source writes. */
    static String nim(String symbol, int n) {
        return "\\mathcal{G}(" + n + ")";
    }

    /** TeX for a row of n tokens as a position, with the game's letter: D_{n} with symbol D. */
    static String row(String symbol, int n) {
        return symbol + "_{" + n + "}";
    }

    /** {@code nim} inside $`…`$. */
    static String math(String tex) {
        return "$`" + tex + "`$";
    }
}
