<#-- model: FactValue. A computed value in running text, checked against the author's expectation. -->
${model.value}
